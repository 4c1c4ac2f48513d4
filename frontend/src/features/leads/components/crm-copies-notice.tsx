import { forwardRef } from 'react';
import { CRM_PROVIDER_NAMES, type CrmCopy } from '../crm-types';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/i18n';
import { NS } from '../i18n';

interface CrmCopiesNoticeProps {
  copies: readonly CrmCopy[];
  onClose(): void;
}

/** 'HubSpot' or 'HubSpot und Pipedrive' ('HubSpot and Pipedrive'). */
function namesOf(copies: readonly CrmCopy[]): string {
  const names = [...new Set(copies.map((copy) => CRM_PROVIDER_NAMES[copy.provider] ?? copy.provider))];
  return new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(names);
}

/**
 * After an erasure: FairLeads forgot the person, the CRMs it was sent to did not. Stays until closed
 * (the organiser may first open each copy); the page gives it the focus so it is read out.
 */
export const CrmCopiesNotice = forwardRef<HTMLDivElement, CrmCopiesNoticeProps>(function CrmCopiesNotice({ copies, onClose }, ref) {
  const { t } = useTranslation(NS);
  return (
    <div ref={ref} className="leads-notice crm-copies" role="note" tabIndex={-1} aria-label={t('crmCopiesTitle')}>
      <span className="leads-notice__icon" aria-hidden="true">
        !
      </span>
      <div className="crm-copies__body">
        <p>{t('crmCopies', { providers: namesOf(copies) })}</p>
        <ul className="crm-copies__links">
          {copies
            .filter((copy) => copy.url)
            .map((copy) => (
              <li key={`${copy.provider}-${copy.url}`}>
                <a href={copy.url ?? undefined} target="_blank" rel="noopener noreferrer">
                  {t('crmCopyOpen', { provider: CRM_PROVIDER_NAMES[copy.provider] ?? copy.provider })}
                  <span className="visually-hidden"> {t('newWindow')}</span>
                </a>
              </li>
            ))}
        </ul>
      </div>
      <button type="button" className="crm-copies__close" onClick={onClose} aria-label={t('crmCopiesClose')}>
        ×
      </button>
    </div>
  );
});
