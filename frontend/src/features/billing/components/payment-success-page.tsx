import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PRICE_PER_CREDIT_CENTS } from '@fairleads/shared/vat-rules';
import { Banner } from '@/components/ui/banner';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { formatEuroCents } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProcessCheckoutSuccess } from '../api/process-checkout-success';
import { forgetAfterPurchase, readAfterPurchase } from '../lib/after-purchase';
import { billingTexts } from '../texts';
import '../billing.css';

const t = billingTexts.success;

/** The session id is shown cut to its first 20 characters. */
const SESSION_ID_VISIBLE_CHARS = 20;

/**
 * /payment-success?session_id=… (back from Stripe Checkout): processes the session once, then
 * shows the result with the refreshed credit count and the way on to creating the event.
 */
export function PaymentSuccessPage() {
  useDocumentTitle(t.documentTitle);
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id')?.trim() ?? '';
  const { user } = useUser();
  const navigate = useNavigate();
  // what the purchase was for, chosen before leaving for Stripe Checkout
  const [after] = useState(readAfterPurchase);

  const process = useProcessCheckoutSuccess({
    onSuccess: () => {
      forgetAfterPurchase();
      if (after.automatic) {
        navigate(after.to, { replace: true });
        return;
      }
      toast.success(t.creditsAddedTitle, { description: t.creditsAddedText, duration: billingTexts.toastDurationMs });
    },
    onError: (error) => {
      console.error('Zahlung konnte nicht verarbeitet werden', error);
      toast.info(t.creditsPendingTitle, { description: t.creditsPendingText, duration: billingTexts.toastDurationMs });
    },
  });

  // Once per page: the ref survives StrictMode's second effect run and re-renders.
  const processed = useRef(false);
  const { mutate } = process;
  useEffect(() => {
    if (!sessionId || processed.current) return;
    processed.current = true;
    mutate(sessionId);
  }, [sessionId, mutate]);

  if (!sessionId) {
    return (
      <div className="container container--narrow section">
        <Card padding="lg" className="payment-success">
          <h1 className="payment-success__title">{t.missingTitle}</h1>
          <Banner tone="error">{t.missingText}</Banner>
          <ButtonLink to="/dashboard" size="lg">
            {t.toDashboard}
          </ButtonLink>
        </Card>
      </div>
    );
  }

  if (process.isIdle || process.isPending) {
    return (
      <div className="container container--narrow section">
        <PageSpinner label={t.processing} />
        <p className="muted payment-success__processing" aria-hidden="true">
          {t.processing}
        </p>
      </div>
    );
  }

  const shortId = sessionId.length > SESSION_ID_VISIBLE_CHARS ? `${sessionId.slice(0, SESSION_ID_VISIBLE_CHARS)}...` : sessionId;
  const credits = user?.eventCredits ?? process.data?.eventCredits ?? 0;

  return (
    <div className="container container--narrow section">
      <Card padding="lg" className="payment-success">
        <div className="panel-icon panel-icon--success" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h1 className="payment-success__title">{t.title}</h1>
        <p className="muted">{t.intro}</p>
        <dl className="payment-success__facts" aria-label={t.factsLabel}>
          <div>
            <dt>{t.price}</dt>
            <dd>{t.priceValue(formatEuroCents(PRICE_PER_CREDIT_CENTS, { code: true }))}</dd>
          </div>
          <div>
            <dt>{t.reference}</dt>
            <dd className="payment-success__reference">
              {shortId}
            </dd>
          </div>
          <div>
            <dt>{t.credits}</dt>
            <dd data-testid="event-credits">{credits}</dd>
          </div>
        </dl>
        <p className="payment-success__note">{t.vatNote}</p>
        <ButtonLink to={after.to} size="lg" block>
          {t.manage}
        </ButtonLink>
      </Card>
    </div>
  );
}
