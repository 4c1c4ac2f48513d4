import { renderToStaticMarkup } from 'react-dom/server';
import { DownloadUnavailablePage } from './features/download/components/download-unavailable-page';
import { ErasePage } from './features/erasure/components/erase-page';
import { EmailConfirmationPage } from './features/email-confirmation/components/email-confirmation-page';
import { ConfirmPage } from './features/lead-confirmation/components/confirm-page';
import { BookingUnavailablePage } from './features/follow-ups/components/booking-unavailable-page';
import { UnsubscribePage } from './features/follow-ups/components/unsubscribe-page';
import { PublicFormPage } from './features/public-form/components/public-form-page';
import { VISITOR_TEXTS, type Locale, type VisitorTexts } from './i18n';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, normalizeHex } from './lib/brand';
import type { VisitorPage } from './page-model';
import type { PageScriptData } from './client/page-data';

export type { VisitorPage } from './page-model';

export interface RenderedVisitorPage {
  lang: Locale;
  title: string;
  /** The page's markup, for the shell's root element. */
  body: string;
  /** What the page script needs, serialised into the page (never executed as script). */
  data: PageScriptData;
}

function title(page: VisitorPage, t: VisitorTexts): string {
  switch (page.kind) {
    case 'form':
      return page.form.brand.name;
    case 'form-success':
      return `${t.thanksTitle} · ${page.brand.name}`;
    case 'limit':
      return `${t.limitTitle} · ${page.brand.name}`;
    case 'unavailable':
      return t.unavailableTitle;
    case 'email-confirmation':
      return t.emailConfirmationTitle;
    case 'confirm':
      return t.confirmTitle;
    case 'erase':
      return page.state === 'erased' ? t.erasedDoneTitle : page.state === 'invalid' ? t.eraseInvalidTitle : t.eraseTitle;
    case 'download-unavailable':
      return t.downloadUnavailableTitle;
    case 'unsubscribe':
      return page.state === 'unsubscribed' ? t.unsubscribedTitle : page.state === 'invalid' ? t.unsubscribeInvalidTitle : t.unsubscribeTitle;
    case 'booking-unavailable':
      return t.bookingUnavailableTitle;
  }
}

/** The words each page's script may show; the rest of the dictionary stays on the server. */
const SCRIPT_TEXTS: Partial<Record<VisitorPage['kind'], (keyof VisitorTexts)[]>> = {
  form: [
    'emailRequired', 'emailInvalid', 'nameRequired', 'textRequired', 'selectRequired', 'selectInvalid', 'consentRequired',
    'errorSummaryOne', 'errorSummaryMany', 'submitting', 'errorTitle', 'errorFallback', 'retry',
    'offlineTitle', 'offlineKept', 'sendNow',
  ],
  'email-confirmation': ['resend', 'resending', 'resendIn', 'resendWaitHint', 'resent', 'resentRecently', 'sendFailedTitle', 'sendFailedBody', 'offline'],
  confirm: ['confirming', 'confirmButton'],
  erase: ['erasing', 'eraseButton', 'eraseFailed'],
  unsubscribe: ['unsubscribing', 'unsubscribeButton', 'unsubscribeFailed'],
};

function scriptTexts(kind: VisitorPage['kind'], t: VisitorTexts): VisitorTexts {
  const keys = SCRIPT_TEXTS[kind] ?? [];
  return Object.fromEntries(keys.map((key) => [key, t[key]])) as VisitorTexts;
}

function scriptData(page: VisitorPage, t: VisitorTexts): PageScriptData {
  const base = { locale: page.locale, texts: scriptTexts(page.kind, t) };
  switch (page.kind) {
    case 'form':
      return { ...base, kind: 'form', form: { ...page.form, brand: undefined } };
    case 'form-success':
      return { ...base, kind: 'form-success', downloadUrl: page.downloadUrl };
    case 'email-confirmation':
      return { ...base, kind: 'email-confirmation', resendAvailableAt: page.resendAvailableAt, renderedAt: page.renderedAt };
    case 'confirm':
      return {
        ...base,
        kind: 'confirm',
        state: page.state,
        confetti: [normalizeHex(page.brand?.primaryColor, DEFAULT_PRIMARY), normalizeHex(page.brand?.secondaryColor, DEFAULT_SECONDARY)],
      };
    case 'erase':
      return { ...base, kind: 'erase', state: page.state };
    case 'unsubscribe':
      return { ...base, kind: 'unsubscribe', state: page.state };
    default:
      return { ...base, kind: page.kind };
  }
}

/** Renders a visitor page with React on the server (the API process imports this bundle). */
export function renderVisitorPage(page: VisitorPage): RenderedVisitorPage {
  const t = VISITOR_TEXTS[page.locale];
  let element;
  switch (page.kind) {
    case 'email-confirmation':
      element = <EmailConfirmationPage page={page} t={t} />;
      break;
    case 'confirm':
      element = <ConfirmPage page={page} t={t} />;
      break;
    case 'erase':
      element = <ErasePage page={page} t={t} />;
      break;
    case 'download-unavailable':
      element = <DownloadUnavailablePage page={page} t={t} />;
      break;
    case 'unsubscribe':
      element = <UnsubscribePage page={page} t={t} />;
      break;
    case 'booking-unavailable':
      element = <BookingUnavailablePage page={page} t={t} />;
      break;
    default:
      element = <PublicFormPage page={page} t={t} />;
  }
  return { lang: page.locale, title: `${title(page, t)} | ${t.appName}`, body: renderToStaticMarkup(element), data: scriptData(page, t) };
}
