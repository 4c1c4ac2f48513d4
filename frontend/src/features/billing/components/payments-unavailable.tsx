import { Banner } from '@/components/ui/banner';
import { QueryState } from '@/components/ui/query-state';
import type { usePaymentsConfig } from '../api/get-payments-config';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * What stands in for the buy buttons while the payment config loads, when it failed, or when
 * the server has no Stripe keys (payments/config enabled: false). Null when payments work.
 */
export function PaymentsState({ config }: { config: ReturnType<typeof usePaymentsConfig> }) {
  const { t } = useTranslation(NS);
  return (
    <QueryState query={config} layout="section" loadingLabel={t('disabled.loading')} errorText={t('disabled.loadError')}>
      {(payments) =>
        payments.enabled ? null : (
          <Banner tone="info">
            <p className="billing-unavailable__title">{t('disabled.title')}</p>
            <p>{t('disabled.text')}</p>
          </Banner>
        )
      }
    </QueryState>
  );
}

/** Payments can be started: the config says enabled. */
export function paymentsReady(config: ReturnType<typeof usePaymentsConfig>): boolean {
  return Boolean(config.data?.enabled);
}
