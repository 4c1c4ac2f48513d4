import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { SETTINGS_COUNTRIES } from '@fairleads/shared/vat-rules';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingLine } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useBillingData } from '../api/get-billing-data';
import { usePaymentsConfig } from '../api/get-payments-config';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { useUpdateBillingData } from '../api/update-billing-data';
import { useResetOnPageReturn } from '../hooks/use-reset-on-page-return';
import { billingTexts } from '../texts';
import {
  BILLING_FIELDS,
  initialBillingValues,
  toPayload,
  validateBilling,
  type BillingErrors,
  type BillingField,
  type BillingFormValues,
} from '../validation';
import { BillingFields } from './billing-fields';
import { PaymentsState, paymentsReady } from './payments-unavailable';
import { PurchaseModals, type PurchaseKind } from './purchase-modals';
import '../billing.css';

const t = billingTexts.settings;

/** The settings 'Billing' tab (spec 5): credits and buying, company data, invoices. */
export function BillingSettings() {
  const config = usePaymentsConfig();
  return (
    <div className="billing-settings">
      <CreditsCard config={config} />
      <CompanyDataCard />
      {paymentsReady(config) && <InvoicesCard />}
    </div>
  );
}

function CreditsCard({ config }: { config: ReturnType<typeof usePaymentsConfig> }) {
  const { user } = useUser();
  const [kind, setKind] = useState<PurchaseKind | null>(null);
  const credits = user?.eventCredits ?? 0;
  const ready = paymentsReady(config);
  return (
    <Card>
      <h2 className="billing-settings__title">{t.creditsTitle}</h2>
      <div className="billing-credits">
        <span className="billing-credits__value">{credits}</span>
        <span className="billing-credits__label">{t.creditsLabel}</span>
      </div>
      <p className="billing-settings__note">{t.creditsHint}</p>
      {ready ? (
        <div className="billing-settings__actions">
          <Button onClick={() => setKind('b2b')}>{t.buyB2b}</Button>
          {config.data?.publishableKey && (
            <Button variant="outline" onClick={() => setKind('private')}>
              {t.buyPrivate}
            </Button>
          )}
        </div>
      ) : (
        <div className="billing-settings__state">
          <PaymentsState config={config} />
        </div>
      )}
      <PurchaseModals open={kind} onClose={() => setKind(null)} publishableKey={config.data?.publishableKey ?? null} />
    </Card>
  );
}

function CompanyDataCard() {
  const billing = useBillingData();
  const { user } = useUser();
  return (
    <Card>
      <h2 className="billing-settings__title">{t.companyTitle}</h2>
      <p className="billing-settings__note billing-settings__note--top">{t.companyIntro}</p>
      {billing.isPending ? (
        <LoadingLine label={t.loading} />
      ) : (
        <CompanyDataForm
          initial={initialBillingValues(billing.data, { countries: SETTINGS_COUNTRIES, fallbackEmail: user?.email })}
        />
      )}
    </Card>
  );
}

function CompanyDataForm({ initial }: { initial: BillingFormValues }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<BillingErrors>({});
  const save = useUpdateBillingData({
    onSuccess: () => toast.success(t.saved),
    onError: (error) => {
      console.error('Firmendaten nicht gespeichert', error);
      toast.error(t.saveError, { description: error instanceof ApiError ? error.serverMessage : undefined });
    },
  });

  function change(field: BillingField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateBilling(values, SETTINGS_COUNTRIES);
    setErrors(found);
    const first = BILLING_FIELDS.find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    save.mutate(toPayload(values));
  }

  return (
    <form ref={formRef} className="stack billing-settings__form" onSubmit={submit} noValidate aria-label={t.companyTitle}>
      <BillingFields values={values} errors={errors} countries={SETTINGS_COUNTRIES} onChange={change} />
      <p className="muted billing-form__required">{billingTexts.form.requiredNote}</p>
      <div>
        <Button type="submit" isLoading={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

function InvoicesCard() {
  const portal = useOpenBillingPortal({
    onError: (error) => {
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t.invoicesError;
      toast.error(billingTexts.errorTitle, { description: message });
    },
  });
  // After success the browser is on its way to the portal.
  const busy = portal.isPending || portal.isSuccess;
  useResetOnPageReturn(portal.reset);
  return (
    <Card>
      <h2 className="billing-settings__title">{t.invoicesTitle}</h2>
      <p className="billing-settings__note billing-settings__note--top">{t.invoicesText}</p>
      <Button variant="outline" onClick={() => portal.mutate()} isLoading={busy}>
        {busy ? t.invoicesOpening : t.invoices}
      </Button>
    </Card>
  );
}
