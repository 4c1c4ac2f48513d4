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
import { creditPrice } from '../lib/words';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
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
  const { t } = useTranslation(NS);
  const { user } = useUser();
  const [kind, setKind] = useState<PurchaseKind | null>(null);
  const credits = user?.eventCredits ?? 0;
  const ready = paymentsReady(config);
  return (
    <Card>
      <h2 className="billing-settings__title">{t('settings.creditsTitle')}</h2>
      <div className="billing-credits">
        <span className="billing-credits__value">{credits}</span>
        <span className="billing-credits__label">{t('settings.creditsLabel')}</span>
      </div>
      <p className="billing-settings__note">{t('settings.creditsHint', { price: creditPrice() })}</p>
      {ready ? (
        <div className="billing-settings__actions">
          <Button onClick={() => setKind('b2b')}>{t('settings.buyB2b')}</Button>
          {config.data?.publishableKey && (
            <Button variant="outline" onClick={() => setKind('private')}>
              {t('settings.buyPrivate')}
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
  const { t } = useTranslation(NS);
  const billing = useBillingData();
  const { user } = useUser();
  return (
    <Card>
      <h2 className="billing-settings__title">{t('settings.companyTitle')}</h2>
      <p className="billing-settings__note billing-settings__note--top">{t('settings.companyIntro')}</p>
      {billing.isPending ? (
        <LoadingLine label={t('settings.loading')} />
      ) : (
        <CompanyDataForm
          initial={initialBillingValues(billing.data, { countries: SETTINGS_COUNTRIES, fallbackEmail: user?.email })}
        />
      )}
    </Card>
  );
}

function CompanyDataForm({ initial }: { initial: BillingFormValues }) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState(initial);
  const { formRef, errors, problem, show, clear } = useFormErrors<BillingField>();
  const save = useUpdateBillingData({
    onSuccess: () => toast.success(t('settings.saved')),
    // a field the server refuses is marked there; anything else is said above the fields
    onError: (error) => {
      const found = formErrorsFrom(error, BILLING_FIELDS, t('settings.saveError'));
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
    <form ref={formRef} className="stack billing-settings__form" onSubmit={submit} noValidate aria-label={t('settings.companyTitle')}>
      <ErrorSummary errors={errors} order={BILLING_FIELDS} problem={problem} />
      <BillingFields values={values} errors={errors} countries={SETTINGS_COUNTRIES} onChange={change} />
      <p className="muted billing-form__required">{t('form.requiredNote')}</p>
      <div>
        <Button type="submit" isLoading={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

function InvoicesCard() {
  const { t } = useTranslation(NS);
  const portal = useOpenBillingPortal({
    onError: (error) => {
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t('settings.invoicesError');
      toast.error(t('errorTitle'), { description: message });
    },
  });
  // After success the browser is on its way to the portal.
  const busy = portal.isPending || portal.isSuccess;
  useResetOnPageReturn(portal.reset);
  return (
    <Card>
      <h2 className="billing-settings__title">{t('settings.invoicesTitle')}</h2>
      <p className="billing-settings__note billing-settings__note--top">{t('settings.invoicesText')}</p>
      <Button variant="outline" onClick={() => portal.mutate()} isLoading={busy}>
        {busy ? t('settings.invoicesOpening') : t('settings.invoices')}
      </Button>
    </Card>
  );
}
