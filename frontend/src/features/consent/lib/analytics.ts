/**
 * Google Analytics 4 (gtag.js) behind the cookie consent.
 *
 * - Before any choice only local state exists: window.dataLayer with the consent defaults
 *   (analytics and ad storage denied, functionality and security granted, 2 s wait for update).
 *   No script, no request.
 * - Granted: consent update, gtag.js injected, config with IP anonymisation and secure strict
 *   cookies, and the conversion event 'consent_granted' once per page when the visitor grants it.
 * - Denied or withdrawn: consent update denied, script removed, window['ga-disable-ID'] set,
 *   the _ga, _ga_*, _gid and _gat cookies deleted on this host and its parent domains.
 */
const GTAG_ORIGIN = 'https://www.googletagmanager.com';
export const GTAG_SCRIPT_ID = 'fairleads-gtag';
const CONVERSION_EVENT = 'consent_granted';
const CONSENT_WAIT_FOR_UPDATE_MS = 2000;

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    [key: `ga-disable-${string}`]: boolean | undefined;
  }
}

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

export function isMeasurementId(id: unknown): id is string {
  return typeof id === 'string' && MEASUREMENT_ID.test(id);
}

function gtag(...args: unknown[]): void {
  ensureGtag()(...args);
}

/** The standard gtag stub: queues its `arguments` object (gtag.js needs Arguments, not arrays). */
function ensureGtag(): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtagStub() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  return window.gtag;
}

let defaultsSet = false;
let conversionSent = false;

/** Consent defaults before any choice; local only. Idempotent. */
export function initConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag('consent', 'default', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
    wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
  });
}

/** Loads GA4 after consent. `conversion`: the visitor just granted it (not a stored choice). */
export function enableAnalytics(measurementId: string, { conversion = false }: { conversion?: boolean } = {}): void {
  if (!isMeasurementId(measurementId)) {
    console.warn('Analytics: invalid measurement id, nothing is loaded.');
    return;
  }
  initConsentDefaults();
  window[`ga-disable-${measurementId}`] = false;
  gtag('consent', 'update', { analytics_storage: 'granted' });
  if (!document.getElementById(GTAG_SCRIPT_ID)) {
    const script = document.createElement('script');
    script.id = GTAG_SCRIPT_ID;
    script.async = true;
    script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
    gtag('js', new Date());
    gtag('config', measurementId, { anonymize_ip: true, cookie_flags: 'secure;samesite=strict' });
  }
  if (conversion && !conversionSent) {
    conversionSent = true;
    gtag('event', CONVERSION_EVENT, { send_to: measurementId });
  }
}

/** Turns analytics off (denial or withdrawal) and removes what it may have left behind. */
export function disableAnalytics(measurementId: string | null): void {
  initConsentDefaults();
  gtag('consent', 'update', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  document.getElementById(GTAG_SCRIPT_ID)?.remove();
  document.querySelectorAll<HTMLScriptElement>(`script[src^="${GTAG_ORIGIN}/"]`).forEach((s) => s.remove());
  if (measurementId && isMeasurementId(measurementId)) window[`ga-disable-${measurementId}`] = true;
  deleteAnalyticsCookies();
}

const ANALYTICS_COOKIE = /^(_ga|_ga_.+|_gid|_gat|_gat_.+)$/;

/** Domains a cookie of this page may have been set on: the host and every parent (not the TLD). */
export function cookieDomains(hostname: string): string[] {
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [''];
  const parts = hostname.split('.');
  const domains = [''];
  const last = parts.length === 1 ? 1 : parts.length - 1;
  for (let i = 0; i < last; i += 1) domains.push(parts.slice(i).join('.'));
  return domains;
}

export function deleteAnalyticsCookies(doc: Document = document, hostname = window.location.hostname): string[] {
  const names = doc.cookie
    .split(';')
    .map((c) => c.split('=')[0].trim())
    .filter((name) => ANALYTICS_COOKIE.test(name));
  for (const name of names) {
    for (const domain of cookieDomains(hostname)) {
      const domainAttr = domain ? `; domain=${domain}` : '';
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/${domainAttr}`;
      if (domain) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; domain=.${domain}`;
    }
  }
  return names;
}

/** For tests: forget module state. */
export function resetAnalyticsStateForTests(): void {
  defaultsSet = false;
  conversionSent = false;
}
