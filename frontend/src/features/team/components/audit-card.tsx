import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useAudit } from '../api/get-audit';
import { teamTexts } from '../texts';

const t = teamTexts.audit;

/** The account's protocol (owner, manager): newest first, as the server sends it. */
export function AuditCard() {
  const audit = useAudit(true);
  return (
    <Card>
      <h2 className="settings__card-title">{t.title}</h2>
      <p className="settings__note settings__note--top">{t.intro}</p>
      <QueryState query={audit} layout="section" loadingLabel={t.loading} errorText={t.loadError}>
        {(entries) =>
          entries.length === 0 ? (
            <p className="settings__note">{t.empty}</p>
          ) : (
            <ol className="team-audit" aria-label={t.title}>
              {entries.map((entry) => (
                <li key={entry.id} className="team-audit__entry">
                  <span className="team-audit__what">
                    {t.actions[entry.action] ?? entry.action}
                    {entry.subject && <span className="team-audit__subject">: {entry.subject}</span>}
                  </span>
                  <span className="team-audit__meta">
                    {t.by(entry.actorName)} ·{' '}
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </span>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </Card>
  );
}
