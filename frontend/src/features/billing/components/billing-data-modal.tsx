import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { B2B_COUNTRIES } from '@fairleads/shared/vat-rules';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingLine, Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useBillingData } from '../api/get-billing-data';
import { useResetOnPageReturn } from '../hooks/use-reset-on-page-return';
import { DEFAULT_AFTER_PURCHASE, rememberAfterPurchase, type AfterPurchase } from '../lib/after-purchase';
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
import { TaxBox } from './tax-box';
import '../billing.css';

const t = billingTexts.checkout;

interface BillingDataModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept through the trip to Stripe Checkout for the success page. */
  after?: AfterPurchase;
}

/**
 * 'Rechnungsdaten erfassen' (spec 5): the billing form prefilled from the saved data, the live tax
 * box, and 'Zur Zahlung', which creates the Stripe Checkout session and leaves for it.
 * Every opening mounts a fresh form, so closing resets the loading state.
 */
export function BillingDataModal({ open, onOpenChange, after = DEFAULT_AFTER_PURCHASE }: BillingDataModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.title} description={t.description} size="md">
      {open && <CheckoutForm after={after} />}
    </Dialog>
  );
}

function CheckoutForm({ after }: { after: AfterPurchase }) {
  const billing = useBillingData();
  const { user } = useUser();
  if (billing.isPending) return <LoadingLine label={t.loading} />;
  const initial = initialBillingValues(billing.data, {
    countries: B2B_COUNTRIES,
    missingCountry: 'DE',
    fallbackEmail: user?.email,
  });
  return <CheckoutFormFields initial={initial} after={after} />;
}

function CheckoutFormFields({ initial, after }: { initial: BillingFormValues; after: AfterPurchase }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<BillingErrors>({});
  const checkout = useCreateCheckoutSession({
    onError: (error) => {
      console.error('Checkout konnte nicht erstellt werden', error);
      toast.error(billingTexts.errorTitle, { description: t.error });
    },
  });
  // After success the browser is leaving for Stripe: the spinner stays until the page unloads.
  const redirecting = checkout.isPending || checkout.isSuccess;
  useResetOnPageReturn(checkout.reset);

  function change(field: BillingField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (redirecting) return;
    const found = validateBilling(values, B2B_COUNTRIES);
    setErrors(found);
    const first = BILLING_FIELDS.find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    rememberAfterPurchase(after);
    checkout.mutate(toPayload(values));
  }

  return (
    <form ref={formRef} className="billing-form" onSubmit={submit} noValidate aria-label={t.title}>
      <div className="billing-form__layout">
        <BillingFields values={values} errors={errors} countries={B2B_COUNTRIES} onChange={change} disabled={redirecting} />
        <div className="billing-form__aside">
          <TaxBox country={values.country} vatId={values.vatId} />
          {redirecting ? (
            <div className="billing-redirect" role="status">
              <Spinner size="md" decorative />
              <span>{t.redirecting}</span>
            </div>
          ) : (
            <Button type="submit" size="lg" block>
              {t.submit}
            </Button>
          )}
          <p className="billing-form__required muted">{billingTexts.form.requiredNote}</p>
        </div>
      </div>
    </form>
  );
}
