/**
 * The private purchase: Stripe's Payment Element. This module is loaded lazily and
 * Stripe.js (from js.stripe.com) only when the modal opens: no third-party request elsewhere.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
// 'pure': importing does not inject Stripe.js; only loadStripe() does, when this modal opens.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ButtonLink, Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingLine } from '@/components/ui/spinner';
import { ME_QUERY_KEY, meQueryOptions, useUser, type User } from '@/lib/auth';
import { currentLocale } from '@/i18n';
import { formatEuroCents } from '@/lib/format';
import { confirmPrivatePayment } from '../api/confirm-private-payment';
import { useCreatePaymentIntent, type PaymentIntent } from '../api/create-payment-intent';
import { DEFAULT_AFTER_PURCHASE, type AfterPurchase } from '../lib/after-purchase';
import { TOAST_DURATION_MS } from '../lib/words';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import '../billing.css';

/** After confirming, wait 1 s before re-reading the user. */
const PRIVATE_RECHECK_DELAY_MS = 1000;

interface PrivatePurchaseModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  publishableKey: string;
  after?: AfterPurchase;
}

export function PrivatePurchaseModal({ open, onOpenChange, publishableKey, after = DEFAULT_AFTER_PURCHASE }: PrivatePurchaseModalProps) {
  const { t } = useTranslation(NS);
  const [credits, setCredits] = useState<number | null>(null);
  const navigate = useNavigate();
  const close = () => onOpenChange(false);
  const paid = (granted: number) => {
    if (!after.automatic) {
      setCredits(granted);
      return;
    }
    // bought for one step (lifting a limit): that step follows at once
    close();
    navigate(after.to);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setCredits(null);
        onOpenChange(next);
      }}
      title={t('private.title')}
      description={credits === null ? t('private.description') : undefined}
      size="md"
    >
      {credits !== null ? (
        <div className="stack panel-center" role="status">
          <div className="panel-icon panel-icon--success" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
          <p className="billing-success__title">{t('private.successTitle')}</p>
          <p className="muted">{t('private.successText', { credits })}</p>
          <ButtonLink to={after.to} size="lg" block onClick={close}>
            {t('private.createEvent')}
          </ButtonLink>
        </div>
      ) : (
        open && <PrivatePurchase publishableKey={publishableKey} onClose={close} onPaid={paid} />
      )}
    </Dialog>
  );
}

export default PrivatePurchaseModal;

/** Stripe.js for the Elements (null when it cannot load) and why it did not load (null when it did). */
function loadStripeJs(publishableKey: string) {
  const loaded = loadStripe(publishableKey).then((stripe) => stripe ?? Promise.reject(new Error('Stripe.js not available')));
  return {
    stripe: loaded.catch(() => null),
    failure: loaded.then(
      () => null,
      (error: unknown) => ({ error }),
    ),
  };
}

function PrivatePurchase({
  publishableKey,
  onClose,
  onPaid,
}: {
  publishableKey: string;
  onClose: () => void;
  onPaid: (credits: number) => void;
}) {
  const { t } = useTranslation(NS);
  const { user } = useUser();
  // the credits when the modal opened: the payment succeeded once there are more
  const [creditsBefore] = useState(user?.eventCredits ?? 0);
  const failed = useRef(false);

  const initFailed = (error: unknown) => {
    if (failed.current) return;
    failed.current = true;
    console.error('Payment not prepared', error);
    toast.error(t('errorTitle'), { description: t('private.initError') });
    onClose();
  };

  const intent = useCreatePaymentIntent({ onError: initFailed });
  // One payment intent per opening (also under StrictMode's double effects).
  const started = useRef(false);
  const { mutate } = intent;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  // Stripe.js starts loading when the modal opens; a failure closes it like a failed payment intent
  const [stripeJs] = useState(() => loadStripeJs(publishableKey));
  const stripeFailed = useEffectEvent(initFailed);
  useEffect(() => {
    void stripeJs.failure.then((failure) => {
      if (failure) stripeFailed(failure.error);
    });
  }, [stripeJs]);

  if (!intent.data) return <LoadingLine label={t('private.preparing')} />;

  const options: StripeElementsOptions = {
    clientSecret: intent.data.clientSecret,
    locale: currentLocale(),
    appearance: {
      theme: 'stripe',
      variables: { colorPrimary: '#007e87', colorText: '#1f2933', colorDanger: '#b42318', borderRadius: '6px' },
    },
  };

  return (
    <Elements stripe={stripeJs.stripe} options={options}>
      <PaymentForm intent={intent.data} creditsBefore={creditsBefore} onClose={onClose} onPaid={onPaid} />
    </Elements>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function PaymentForm({
  intent,
  creditsBefore,
  onClose,
  onPaid,
}: {
  intent: PaymentIntent;
  creditsBefore: number;
  onClose: () => void;
  onPaid: (credits: number) => void;
}) {
  const { t } = useTranslation(NS);
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const amount = formatEuroCents(intent.amountCents);

  async function grantedCredits(paymentIntentId: string): Promise<number | null> {
    await wait(PRIVATE_RECHECK_DELAY_MS);
    // The webhook usually has granted the credit by now.
    const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => null);
    if (me && me.eventCredits > creditsBefore) return me.eventCredits;
    // Otherwise the server checks the payment intent with Stripe itself.
    const result = await confirmPrivatePayment(paymentIntentId);
    const credits = result?.user?.eventCredits;
    if (!result?.success || typeof credits !== 'number') return null;
    queryClient.setQueryData<User | null>(ME_QUERY_KEY, (u) => (u ? { ...u, eventCredits: credits } : u));
    return credits;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      // Only for payment methods that need a redirect; cards complete in place.
      confirmParams: { return_url: `${window.location.origin}/dashboard?payment=success` },
    });
    if (error || !paymentIntent) {
      toast.error(t('private.failedTitle'), { description: error?.message || t('private.failedFallback') });
      setPaying(false);
      return;
    }
    let credits: number | null = null;
    try {
      credits = await grantedCredits(paymentIntent.id);
    } catch (failure) {
      console.error('Credit not confirmed', failure);
    }
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    if (credits === null) {
      toast.warning(t('private.pendingTitle'), { description: t('private.pendingText'), duration: TOAST_DURATION_MS });
      onClose();
      return;
    }
    onPaid(credits);
  }

  return (
    <form className="stack private-purchase" onSubmit={submit} aria-label={t('private.title')}>
      <div className="private-purchase__amount">
        <span className="muted">{t('private.amount')}</span>
        <strong>{amount}</strong>
        {intent.vatLabel && (
          <span className="muted private-purchase__vat">
            {intent.vatRate > 0 ? t('private.vatIncluded', { label: intent.vatLabel }) : intent.vatLabel}
          </span>
        )}
      </div>
      <PaymentElement />
      <Button type="submit" size="lg" block isLoading={paying} disabled={!stripe || !elements}>
        {paying ? t('private.paying') : t('private.pay', { amount })}
      </Button>
    </form>
  );
}
