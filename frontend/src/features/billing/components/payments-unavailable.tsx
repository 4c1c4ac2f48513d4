import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { usePaymentsConfig } from '../api/get-payments-config';
import { billingTexts } from '../texts';

const t = billingTexts.disabled;

/**
 * What stands in for the buy buttons while the payment config loads, when it failed, or when
 * the server has no Stripe keys (payments/config enabled: false). Null when payments work.
 */
export function PaymentsState({ config }: { config: ReturnType<typeof usePaymentsConfig> }) {
  if (config.isPending) {
    return (
      <div className="billing-loading">
        <Spinner size="sm" label={t.loading} />
        <span aria-hidden="true">{t.loading}</span>
      </div>
    );
  }
  if (config.isError) {
    return (
      <Banner tone="error">
        <p>{t.loadError}</p>
        <Button variant="outline" size="sm" className="billing-retry" onClick={() => void config.refetch()} isLoading={config.isFetching}>
          {billingTexts.retry}
        </Button>
      </Banner>
    );
  }
  if (!config.data.enabled) {
    return (
      <Banner tone="info">
        <p className="billing-unavailable__title">{t.title}</p>
        <p>{t.text}</p>
      </Banner>
    );
  }
  return null;
}

/** Payments can be started: the config says enabled. */
export function paymentsReady(config: ReturnType<typeof usePaymentsConfig>): boolean {
  return Boolean(config.data?.enabled);
}
