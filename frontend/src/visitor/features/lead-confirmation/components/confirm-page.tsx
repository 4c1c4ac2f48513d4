import { useEffect, useRef, useState } from 'react';
import { Confetti } from '@/components/ui/confetti';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BrandPage, LoadingPage } from '../../../components/brand-page';
import { StatusView } from '../../../components/status-view';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, normalizeHex, safeUrl } from '../../../lib/brand';
import { visitorTexts } from '../../../texts';
import { confirmLead, type ConfirmLeadResult } from '../api/confirm-lead';
import { confirmTexts as t } from '../texts';

type State =
  | { status: 'loading' }
  | { status: 'success'; result: ConfirmLeadResult }
  | { status: 'failure'; message: string; canRetry: boolean };

function failure(error: unknown): State {
  // 4xx: the link is unknown or expired. No answer or 5xx: worth another try later.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { status: 'failure', message: t.invalidLink, canRetry: false };
  }
  return { status: 'failure', message: t.connectionError, canRetry: true };
}

export function ConfirmPage({ token }: { token: string }) {
  useDocumentTitle(t.documentTitle);
  const [state, setState] = useState<State>({ status: 'loading' });
  // One POST per page load, also under StrictMode's double effect run (the ref survives it).
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    confirmLead(token).then(
      (result) =>
        setState(
          result?.success === false
            ? { status: 'failure', message: result.message || t.invalidLink, canRetry: false }
            : { status: 'success', result },
        ),
      (error) => setState(failure(error)),
    );
  }, [token]);

  if (state.status === 'loading') return <LoadingPage label={t.loading} />;

  if (state.status === 'failure') {
    return (
      <BrandPage>
        <StatusView tone="error" title={t.failureTitle}>
          <p className="muted">{state.message}</p>
          {state.canRetry && (
            <button type="button" className="btn btn--lg btn--block vp-button" onClick={() => window.location.reload()}>
              {t.retry}
            </button>
          )}
        </StatusView>
      </BrandPage>
    );
  }

  const { result } = state;
  const event = result.event ?? {};
  const download = safeUrl(result.downloadUrl);
  const confettiColors = [normalizeHex(event.primaryColor, DEFAULT_PRIMARY), normalizeHex(event.secondaryColor, DEFAULT_SECONDARY)];

  return (
    <BrandPage
      colors={event}
      logoUrl={event.logoUrl}
      logoAlt={visitorTexts.logoAlt}
      overlay={<Confetti colors={confettiColors} />}
    >
      <StatusView tone="success" title={t.successTitle} focusOnMount>
        {event.name?.trim() && <p className="vp-event-name">{event.name.trim()}</p>}
        <p className="muted">{result.message?.trim() || t.successFallbackBody}</p>
        {download && (
          <a className="btn btn--lg btn--block vp-button" href={download} target="_blank" rel="noopener noreferrer">
            {event.ctaButtonText?.trim() || t.defaultCta}
          </a>
        )}
      </StatusView>
    </BrandPage>
  );
}
