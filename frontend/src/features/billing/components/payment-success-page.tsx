import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProcessCheckoutSuccess } from '../api/process-checkout-success';
import { forgetAfterPurchase, readAfterPurchase } from '../lib/after-purchase';
import { creditPrice, TOAST_DURATION_MS } from '../lib/words';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import '../billing.css';

/** The session id is shown cut to its first 20 characters. */
const SESSION_ID_VISIBLE_CHARS = 20;

/**
 * /payment-success?session_id=… (back from Stripe Checkout): processes the session once, then
 * shows the result with the refreshed credit count and the way on to creating the event.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('success.documentTitle'));
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
      toast.success(t('success.creditsAddedTitle'), { description: t('success.creditsAddedText'), duration: TOAST_DURATION_MS });
    },
    onError: (error) => {
      console.error('Checkout session not processed', error);
      toast.info(t('success.creditsPendingTitle'), { description: t('success.creditsPendingText'), duration: TOAST_DURATION_MS });
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
          <h1 className="payment-success__title">{t('success.missingTitle')}</h1>
          <Banner tone="error">{t('success.missingText')}</Banner>
          <ButtonLink to="/dashboard" size="lg">
            {t('success.toDashboard')}
          </ButtonLink>
        </Card>
      </div>
    );
  }

  if (process.isIdle || process.isPending) {
    return (
      <div className="container container--narrow section">
        <PageSpinner label={t('success.processing')} />
        <p className="muted payment-success__processing" aria-hidden="true">
          {t('success.processing')}
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
        <h1 className="payment-success__title">{t('success.title')}</h1>
        <p className="muted">{t('success.intro')}</p>
        <dl className="payment-success__facts" aria-label={t('success.factsLabel')}>
          <div>
            <dt>{t('success.price')}</dt>
            <dd>{t('success.priceValue', { amount: creditPrice() })}</dd>
          </div>
          <div>
            <dt>{t('success.reference')}</dt>
            <dd className="payment-success__reference">
              {shortId}
            </dd>
          </div>
          <div>
            <dt>{t('success.credits')}</dt>
            <dd data-testid="event-credits">{credits}</dd>
          </div>
        </dl>
        <p className="payment-success__note">{t('success.vatNote')}</p>
        <ButtonLink to={after.to} size="lg" block>
          {t('success.manage')}
        </ButtonLink>
      </Card>
    </div>
  );
}
