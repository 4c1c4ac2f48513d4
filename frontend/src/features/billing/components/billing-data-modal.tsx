import { useState, type FormEvent } from 'react';
import { B2B_COUNTRIES } from '@fairleads/shared/vat-rules';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { LoadingLine, Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { formErrorsFrom, hasFieldErrors, useFormErrors } from '@/lib/form-errors';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useBillingData } from '../api/get-billing-data';
import { useResetOnPageReturn } from '../hooks/use-reset-on-page-return';
import { DEFAULT_AFTER_PURCHASE, rememberAfterPurchase, type AfterPurchase } from '../lib/after-purchase';
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
import { TaxBox } from './tax-box';
import '../billing.css';

interface BillingDataModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept through the trip to Stripe Checkout for the success page. */
  after?: AfterPurchase;
}

/**
 * 'Rechnungsdaten erfassen': the billing form prefilled from the saved data, the live tax
 * box, and 'Zur Zahlung', which creates the Stripe Checkout session and leaves for it.
 * Every opening mounts a fresh form, so closing resets the loading state.
 */
export function BillingDataModal({ open, onOpenChange, after = DEFAULT_AFTER_PURCHASE }: BillingDataModalProps) {
  const { t } = useTranslation(NS);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('checkout.title')} description={t('checkout.description')} size="md">
      {open && <CheckoutForm after={after} />}
    </Dialog>
  );
}

function CheckoutForm({ after }: { after: AfterPurchase }) {
  const { t } = useTranslation(NS);
  const billing = useBillingData();
  const { user } = useUser();
  if (billing.isPending) return <LoadingLine label={t('checkout.loading')} />;
  const initial = initialBillingValues(billing.data, {
    countries: B2B_COUNTRIES,
    missingCountry: 'DE',
    fallbackEmail: user?.email,
  });
  return <CheckoutFormFields initial={initial} after={after} />;
}

function CheckoutFormFields({ initial, after }: { initial: BillingFormValues; after: AfterPurchase }) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState(initial);
  const { formRef, errors, problem, show, clear } = useFormErrors<BillingField>();
  const checkout = useCreateCheckoutSession({
    // the server checks the billing data as `billingData`: its refusals land at the fields
    onError: (error) => {
      const found = formErrorsFrom(error, BILLING_FIELDS, t('checkout.error'), (field) => `billingData.${field}`);
      show(found.errors, found.problem);
    },
  });
  // After success the browser is leaving for Stripe: the spinner stays until the page unloads.
  const redirecting = checkout.isPending || checkout.isSuccess;
  useResetOnPageReturn(checkout.reset);

  function change(field: BillingField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (redirecting) return;
    const found = validateBilling(values, B2B_COUNTRIES);
    show(found);
    if (hasFieldErrors(found)) return;
    rememberAfterPurchase(after);
    checkout.mutate(toPayload(values));
  }

  return (
    <form ref={formRef} className="billing-form" onSubmit={submit} noValidate aria-label={t('checkout.title')}>
      <ErrorSummary errors={errors} order={BILLING_FIELDS} problem={problem} />
      <div className="billing-form__layout">
        <BillingFields values={values} errors={errors} countries={B2B_COUNTRIES} onChange={change} disabled={redirecting} />
        <div className="billing-form__aside">
          <TaxBox country={values.country} vatId={values.vatId} />
          {redirecting ? (
            <div className="billing-redirect" role="status">
              <Spinner size="md" decorative />
              <span>{t('checkout.redirecting')}</span>
            </div>
          ) : (
            <Button type="submit" size="lg" block>
              {t('checkout.submit')}
            </Button>
          )}
          <p className="billing-form__required muted">{t('form.requiredNote')}</p>
        </div>
      </div>
    </form>
  );
}
