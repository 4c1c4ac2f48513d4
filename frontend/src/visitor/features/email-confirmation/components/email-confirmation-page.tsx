import { useEffect, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { FormAddress } from '../../../api/form-path';
import { getPublicForm, type PublicEventConfig } from '../../../api/get-public-form';
import { submitLead } from '../../../api/submit-lead';
import { BrandPage, LoadingPage } from '../../../components/brand-page';
import { StatusView } from '../../../components/status-view';
import { readLastSubmission, type LastSubmission } from '../../../lib/last-submission';
import { matchVisitorRoute } from '../../../match-route';
import { visitorTexts } from '../../../texts';
import { emailConfirmationTexts as t } from '../texts';

/** After a successful resend the button stays disabled this long. */
export const RESEND_COOLDOWN_SECONDS = 30;

type Feedback =
  | { tone: 'success'; text: string }
  | { tone: 'error'; title?: string; text: string; detail?: string };

/** Form address from the query (company, event), the path's company slug, or the stored form path. */
function resolveAddress(pathCompany: string | null, search: string, stored: LastSubmission | null): FormAddress | null {
  const query = new URLSearchParams(search);
  const event = query.get('event')?.trim();
  const company = query.get('company')?.trim() || pathCompany;
  if (event) return { companySlug: company || null, eventSlug: event };
  if (stored?.formPath) {
    const route = matchVisitorRoute(stored.formPath);
    if (route.page === 'form') return { companySlug: route.companySlug, eventSlug: route.eventSlug };
  }
  return null;
}

export function EmailConfirmationPage({ companySlug, search }: { companySlug: string | null; search: string }) {
  useDocumentTitle(t.documentTitle);
  const [stored] = useState(readLastSubmission);
  const [address] = useState(() => resolveAddress(companySlug, search, stored));
  const [config, setConfig] = useState<PublicEventConfig | null | undefined>(address ? undefined : null);
  const [sending, setSending] = useState(false);
  const [cooldown, setCooldown] = useState(0);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  useEffect(() => {
    if (!address) return;
    let active = true;
    getPublicForm(address).then(
      (c) => active && setConfig(c),
      () => active && setConfig(null),
    );
    return () => {
      active = false;
    };
  }, [address]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  if (config === undefined) return <LoadingPage label={t.loading} />;

  const eventName = config?.name?.trim() || visitorTexts.defaultEventName;
  const email = stored?.email.trim() || '';

  async function resend() {
    if (!config || !address) {
      setFeedback({ tone: 'error', text: t.eventMissing });
      return;
    }
    if (!stored || !email) {
      setFeedback({ tone: 'error', title: t.noEmailTitle, text: t.noEmailBody });
      return;
    }
    setSending(true);
    setFeedback(null);
    try {
      const result = await submitLead(address, {
        name: stored.name,
        email,
        customField1: stored.customField1,
        customField2: stored.customField2,
        consent: true,
        website: '',
        formToken: config.formToken,
      });
      setFeedback({ tone: 'success', text: result.mailSent === false ? t.resentRecently : t.resent });
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      const detail = error instanceof ApiError ? error.serverMessage : undefined;
      setFeedback({ tone: 'error', title: t.sendFailedTitle, text: t.sendFailedBody, detail });
    } finally {
      setSending(false);
    }
  }

  const formPath = stored?.formPath && matchVisitorRoute(stored.formPath).page === 'form' ? stored.formPath : null;

  return (
    <BrandPage colors={config} logoUrl={config?.logoUrl} logoAlt={visitorTexts.logoAlt}>
      <StatusView tone="info" title={t.title}>
        <p className="vp-event-name">{eventName}</p>
        {email ? (
          <>
            <p>{t.sentTo}</p>
            <p className="panel-email">{email}</p>
          </>
        ) : (
          <p>{t.sentNoAddress}</p>
        )}
        <p>{t.instruction(eventName)}</p>
        <p className="muted vp-small">{t.spamHint}</p>
      </StatusView>

      <div className="vp-actions">
        {feedback && (
          <Banner tone={feedback.tone}>
            {feedback.tone === 'error' && feedback.title && <strong className="vp-banner-title">{feedback.title}</strong>}
            <span>{feedback.text}</span>
            {feedback.tone === 'error' && feedback.detail && <span className="vp-banner-detail">{feedback.detail}</span>}
          </Banner>
        )}
        <button
          type="button"
          className="btn btn--lg btn--block vp-button"
          onClick={resend}
          disabled={sending || cooldown > 0}
          aria-busy={sending || undefined}
        >
          {sending && <span className="spinner spinner--sm" aria-hidden="true" />}
          {sending ? t.resending : cooldown > 0 ? t.cooldown(cooldown) : t.resend}
        </button>
        {formPath && (
          <a className="vp-link vp-small vp-actions__back" href={formPath}>
            {t.backToForm}
          </a>
        )}
      </div>
    </BrandPage>
  );
}
