import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { SETTINGS_COUNTRIES } from '@fairleads/shared/vat-rules';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorSummary } from '@/components/ui/error-summary';
import { LoadingLine } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { formErrorsFrom, hasFieldErrors, useFormErrors } from '@/lib/form-errors';
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
  type BillingField,
  type BillingFormValues,
} from '../validation';
import { BillingFields } from './billing-fields';
import { PaymentsState, paymentsReady } from './payments-unavailable';
import { PurchaseModals, type PurchaseKind } from './purchase-modals';
import '../billing.css';

const t = billingTexts.settings;

/** The settings 'Billing' tab: credits and buying, company data, invoices. */
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
  const [values, setValues] = useState(initial);
  const { formRef, errors, problem, show, clear } = useFormErrors<BillingField>();
  const save = useUpdateBillingData({
    onSuccess: () => toast.success(t.saved),
    // a field the server refuses is marked there; anything else is said above the fields
    onError: (error) => {
      const found = formErrorsFrom(error, BILLING_FIELDS, t.saveError);
      show(found.errors, found.problem);
    },
  });

  function change(field: BillingField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateBilling(values, SETTINGS_COUNTRIES);
    show(found);
    if (hasFieldErrors(found)) return;
    save.mutate(toPayload(values));
  }

  return (
    <form ref={formRef} className="stack billing-settings__form" onSubmit={submit} noValidate aria-label={t.companyTitle}>
      <ErrorSummary errors={errors} order={BILLING_FIELDS} problem={problem} />
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
