import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { can } from '@/lib/account-role';
import { ApiError } from '@/lib/api-client';
import { useAccountRole } from '@/lib/auth';
import { useLeadCrm } from '../api/get-lead-crm';
import { useRetryLeadCrm } from '../api/retry-lead-crm';
import { CRM_PROVIDER_NAMES, type LeadCrmSync } from '../crm-types';
import { formatLeadDate } from '../lib/format';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * The 'CRM' block of the lead sheet: per connected CRM whether the lead is there, waits, failed
 * (with 'Erneut senden' for who may) or was stopped. Hidden while the lead goes to no CRM; asks
 * again every few seconds while a delivery waits.
 */
export function LeadCrm({ leadId, headingId }: { leadId: string; headingId: string }) {
  const { t } = useTranslation(NS);
  const crm = useLeadCrm(leadId);
  const mayRetry = can(useAccountRole(), 'integrations.manage');

  // nothing known yet, or nothing to show: most accounts have no CRM connected, so no placeholder
  if (crm.isPending) return null;
  if (crm.isError && !crm.data) {
    // a lead that is gone (or a server without CRM sync) has no block
    if (crm.error instanceof ApiError && crm.error.status === 404) return null;
    return (
      <section className="lead-sheet__section" aria-labelledby={headingId}>
        <h3 id={headingId} className="lead-sheet__heading">
          {t('crm')}
        </h3>
        <p className="lead-sheet__small lead-crm__error">
          {t('crmLoadError')}{' '}
          <Button variant="link" size="sm" isLoading={crm.isFetching} onClick={() => void crm.refetch()}>
            {t('crmReload')}
          </Button>
        </p>
      </section>
    );
  }
  const syncs = crm.data ?? [];
  if (syncs.length === 0) return null;

  return (
    <section className="lead-sheet__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="lead-sheet__heading">
        {t('crm')}
      </h3>
      <ul className="lead-crm">
        {syncs.map((sync) => (
          <CrmEntry key={sync.provider} leadId={leadId} sync={sync} mayRetry={mayRetry} />
        ))}
      </ul>
    </section>
  );
}

function CrmEntry({ leadId, sync, mayRetry }: { leadId: string; sync: LeadCrmSync; mayRetry: boolean }) {
  const { t } = useTranslation(NS);
  const retry = useRetryLeadCrm(leadId);
  const name = CRM_PROVIDER_NAMES[sync.provider] ?? sync.provider;

  async function sendAgain() {
    try {
      await retry.mutateAsync(sync.provider);
    } catch (error) {
      toast.error(t('crmRetryFailed'), { description: error instanceof ApiError && error.serverMessage ? error.serverMessage : undefined });
    }
  }

  const link = sync.remoteUrl && (
    <a className="lead-crm__link" href={sync.remoteUrl} target="_blank" rel="noopener noreferrer">
      {t('crmOpen', { provider: name })}
      <span className="visually-hidden"> {t('newWindow')}</span>
    </a>
  );

  return (
    <li className={`lead-crm__entry lead-crm__entry--${sync.state}`}>
      <span className="lead-crm__provider">{name}</span>
      <div className="lead-crm__state">
        {sync.state === 'sent' && (
          <>
            <p>
              <span className="lead-crm__icon" aria-hidden="true">
                ✓
              </span>
              {t('crmSent', { provider: name })}
              {sync.syncedAt && (
                <>
                  {' · '}
                  <time dateTime={sync.syncedAt}>{formatLeadDate(sync.syncedAt).text}</time>
                </>
              )}
            </p>
            {link}
          </>
        )}
        {sync.state === 'pending' && (
          <p>
            <Spinner size="sm" decorative /> {t('crmPending')}
            {sync.attempts > 1 && <span className="muted"> · {t('crmAttempts', { attempts: sync.attempts })}</span>}
          </p>
        )}
        {sync.state === 'failed' && (
          <>
            <p className="lead-crm__failed">{sync.error ? t('crmFailed', { error: sync.error }) : t('crmFailedUnknown')}</p>
            {mayRetry && (
              <div>
                <Button variant="outline" size="sm" isLoading={retry.isPending} aria-label={retry.isPending ? undefined : t('crmRetryLabel', { provider: name })} onClick={() => void sendAgain()}>
                  {retry.isPending ? t('crmRetrying') : t('crmRetry')}
                </Button>
              </div>
            )}
            {link}
          </>
        )}
        {sync.state === 'stopped' && (
          <>
            <p>
              {t('crmStopped')} <span className="muted">· {t('crmStoppedHint', { provider: name })}</span>
            </p>
            {link}
          </>
        )}
      </div>
    </li>
  );
}
