import { formatDateTime } from '@/lib/format';
import { auditAction, auditDetails, auditPerson, auditTarget } from '../lib/audit-entry';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { AuditEntry } from '../types';

function Who({ name, deleted, detail }: { name: string; deleted: boolean; detail: string | null }) {
  return (
    <>
      <span className={deleted ? 'admin-audit__gone' : 'admin-audit__name'}>{name}</span>
      {detail && <span className="admin-audit__sub">{detail}</span>}
    </>
  );
}

/**
 * Audit entries as a list that reads the same on a phone and a desktop: what happened and when,
 * then whom it concerned, which admin did it and the details, each with its label. `compact`:
 * rows without their own card, for a list inside a card.
 */
export function AuditEntries({ entries, label, compact }: { entries: readonly AuditEntry[]; label: string; compact?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <ol className={`admin-audit${compact ? ' admin-audit--compact' : ''}`} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className="admin-audit__entry">
          <div className="admin-audit__head">
            <span className="admin-audit__action">{auditAction(entry)}</span>
            <time className="admin-audit__time" dateTime={entry.createdAt}>
              {formatDateTime(entry.createdAt)}
            </time>
          </div>
          <dl className="admin-audit__facts">
            <div>
              <dt>{t('audit.target')}</dt>
              <dd>
                <Who {...auditTarget(entry)} />
              </dd>
            </div>
            <div>
              <dt>{t('audit.by')}</dt>
              <dd>
                <Who {...auditPerson(entry.admin)} />
              </dd>
            </div>
            <div>
              <dt>{t('audit.details')}</dt>
              <dd>{auditDetails(entry)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
