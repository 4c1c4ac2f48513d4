import { Banner } from '@/components/ui/banner';
import { QueryState } from '@/components/ui/query-state';
import type { usePaymentsConfig } from '../api/get-payments-config';
import { billingTexts } from '../texts';

const t = billingTexts.disabled;

/**
 * What stands in for the buy buttons while the payment config loads, when it failed, or when
 * the server has no Stripe keys (payments/config enabled: false). Null when payments work.
 */
export function PaymentsState({ config }: { config: ReturnType<typeof usePaymentsConfig> }) {
  return (
    <QueryState query={config} layout="section" loadingLabel={t.loading} errorText={t.loadError}>
      {(payments) =>
        payments.enabled ? null : (
          <Banner tone="info">
            <p className="billing-unavailable__title">{t.title}</p>
            <p>{t.text}</p>
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
