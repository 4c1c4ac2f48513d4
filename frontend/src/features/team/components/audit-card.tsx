import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useAudit } from '../api/get-audit';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** The account's protocol (owner, manager): newest first, as the server sends it. */
export function AuditCard() {
  const { t } = useTranslation(NS);
  const audit = useAudit(true);
  return (
    <Card>
      <h2 className="settings__card-title">{t('audit.title')}</h2>
      <p className="settings__note settings__note--top">{t('audit.intro')}</p>
      <QueryState query={audit} layout="section" loadingLabel={t('audit.loading')} errorText={t('audit.loadError')}>
        {(entries) =>
          entries.length === 0 ? (
            <p className="settings__note">{t('audit.empty')}</p>
          ) : (
            <ol className="team-audit" aria-label={t('audit.title')}>
              {entries.map((entry) => (
                <li key={entry.id} className="team-audit__entry">
                  <span className="team-audit__what">
                    {t(`audit.actions.${entry.action}` as never, { defaultValue: entry.action })}
                    {entry.subject && <span className="team-audit__subject">: {entry.subject}</span>}
                  </span>
                  <span className="team-audit__meta">
                    {t('audit.by', { name: entry.actorName })} ·{' '}
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
