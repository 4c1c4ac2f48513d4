import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { navigation } from '@/lib/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { FormAddress } from '../../../api/form-path';
import { formPagePath } from '../../../api/form-path';
import { getPublicForm, type PublicEventConfig } from '../../../api/get-public-form';
import { LEAD_LIMIT_MARKER, submitLead, type SubmitLeadResult } from '../../../api/submit-lead';
import { BrandPage, LoadingPage } from '../../../components/brand-page';
import { StatusView } from '../../../components/status-view';
import { safeUrl } from '../../../lib/brand';
import { saveLastSubmission } from '../../../lib/last-submission';
import { EMPTY_VALUES, type LeadFormValues } from '../validation';
import { visitorTexts } from '../../../texts';
import { formTexts as t } from '../texts';
import { LeadForm } from './lead-form';

/** Spec 9: the download link opens 1 s after a successful submit. */
export const DOWNLOAD_DELAY_MS = 1000;

type Load = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; config: PublicEventConfig };

type View =
  | { kind: 'form'; focusSubmit?: boolean }
  | { kind: 'submitting' }
  | { kind: 'success'; result: SubmitLeadResult }
  | { kind: 'limit'; afterSubmit: boolean }
  | { kind: 'unavailable' }
  | { kind: 'error'; message: string };

/** Where the visitor goes after a double-opt-in submit (agreed with the backend). */
export function emailConfirmationUrl({ companySlug, eventSlug }: FormAddress): string {
  const event = encodeURIComponent(eventSlug);
  if (!companySlug) return `/email-confirmation?event=${event}`;
  const company = encodeURIComponent(companySlug);
  return `/${company}/email-confirmation?company=${company}&event=${event}`;
}

function submitErrorView(error: unknown): View {
  if (error instanceof ApiError) {
    if (error.message.includes(LEAD_LIMIT_MARKER)) return { kind: 'limit', afterSubmit: true };
    if (error.status === 410) return { kind: 'unavailable' };
    return { kind: 'error', message: error.serverMessage ?? t.errorFallback };
  }
  return { kind: 'error', message: t.errorFallback };
}

export function PublicFormPage({ address }: { address: FormAddress }) {
  const { companySlug, eventSlug } = address;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [view, setView] = useState<View>({ kind: 'form' });
  const [values, setValues] = useState<LeadFormValues>(EMPTY_VALUES);
  const downloadTimer = useRef<number | undefined>(undefined);

  useDocumentTitle(load.status === 'ready' ? load.config.name : undefined);

  useEffect(() => {
    let active = true;
    getPublicForm({ companySlug, eventSlug }).then(
      (config) => {
        if (!active) return;
        setLoad({ status: 'ready', config });
        if (config.leadLimitReached) setView({ kind: 'limit', afterSubmit: false });
      },
      () => active && setLoad({ status: 'unavailable' }),
    );
    return () => {
      active = false;
    };
  }, [companySlug, eventSlug]);

  useEffect(() => () => window.clearTimeout(downloadTimer.current), []);

  if (load.status === 'loading') return <LoadingPage label={t.loading} />;
  if (load.status === 'unavailable') {
    return (
      <BrandPage>
        <StatusView tone="error" title={t.unavailableTitle}>
          <p className="muted">{t.unavailableBody}</p>
        </StatusView>
      </BrandPage>
    );
  }

  const { config } = load;

  async function handleSubmit(submitted: LeadFormValues) {
    setView({ kind: 'submitting' });
    const payload = {
      name: submitted.name.trim(),
      email: submitted.email.trim(),
      customField1: config.customField1 ? submitted.customField1.trim() : '',
      customField2: config.customField2 ? submitted.customField2.trim() : '',
      consent: submitted.consent,
      website: submitted.website,
      formToken: config.formToken,
    };
    let result: SubmitLeadResult;
    try {
      result = await submitLead(address, payload);
    } catch (error) {
      setView(submitErrorView(error));
      return;
    }
    setView({ kind: 'success', result });
    if (result.requiresConfirmation) {
      saveLastSubmission({
        email: payload.email,
        name: payload.name,
        customField1: payload.customField1,
        customField2: payload.customField2,
        formPath: formPagePath(address),
      });
      navigation.assign(emailConfirmationUrl(address));
      return;
    }
    const download = safeUrl(result.downloadUrl);
    if (download) {
      downloadTimer.current = window.setTimeout(() => navigation.openInNewTab(download), DOWNLOAD_DELAY_MS);
    }
  }

  let content;
  switch (view.kind) {
    case 'form':
    case 'submitting':
      content = (
        <>
          <header className="vp-intro">
            <h1 className="vp-intro__title">{config.name}</h1>
            {config.introText?.trim() && <p className="vp-intro__text">{config.introText.trim()}</p>}
          </header>
          <LeadForm
            config={config}
            values={values}
            onChange={setValues}
            onSubmit={handleSubmit}
            pending={view.kind === 'submitting'}
            focusSubmit={view.kind === 'form' && view.focusSubmit}
          />
        </>
      );
      break;
    case 'success': {
      const download = safeUrl(view.result.downloadUrl);
      content = view.result.requiresConfirmation ? (
        <StatusView tone="info" title={t.doiTitle} focusOnMount>
          <p>{t.doiBody}</p>
          <p className="muted vp-small">{t.doiRedirect}</p>
        </StatusView>
      ) : (
        <StatusView tone="success" title={t.thanksTitle} focusOnMount>
          <p>{t.thanksBody}</p>
          {download && (
            <>
              <p className="muted vp-small">{t.downloadHint}</p>
              <a className="btn btn--lg btn--block vp-button" href={download} target="_blank" rel="noopener noreferrer">
                {t.downloadButton}
              </a>
            </>
          )}
        </StatusView>
      );
      break;
    }
    case 'limit':
      content = (
        <StatusView tone="warning" title={t.limitTitle} focusOnMount={view.afterSubmit}>
          <p className="vp-badge">{t.limitBadge}</p>
          <p className="muted">{t.limitBody}</p>
        </StatusView>
      );
      break;
    case 'unavailable':
      content = (
        <StatusView tone="error" title={t.unavailableTitle} focusOnMount>
          <p className="muted">{t.unavailableBody}</p>
        </StatusView>
      );
      break;
    case 'error':
      content = (
        <StatusView tone="error" title={t.errorTitle} focusOnMount>
          <p className="muted" role="alert">
            {view.message}
          </p>
          <button
            type="button"
            className="btn btn--lg btn--block vp-button"
            onClick={() => setView({ kind: 'form', focusSubmit: true })}
          >
            {t.retry}
          </button>
        </StatusView>
      );
      break;
  }

  return (
    <BrandPage colors={config} logoUrl={config.logoUrl} logoAlt={visitorTexts.logoAlt} headerImageUrl={config.headerImageUrl}>
      {content}
    </BrandPage>
  );
}
