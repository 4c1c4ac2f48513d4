/**
 * The cookie choice, as far as the server must know it: while it allows analytics, the cookie
 * `fairleads-consent=analytics` tells the server to allow Google Analytics in the page's
 * Content-Security-Policy (backend common/security/content-security-policy.ts). Nothing else
 * reads it; the full choice stays in localStorage (consent-storage.ts).
 *
 * A page's policy is fixed when it loads, so a page loaded without the cookie cannot load
 * analytics: the first time a choice allows it, the page is loaded again (reloadForAnalytics).
 */
const COOKIE = 'fairleads-consent';
const VALUE = 'analytics';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Survives the reload: the visitor granted analytics just now, so the conversion event is due. */
const CONVERSION_DUE_KEY = 'fairleads-consent-conversion-due';

export function hasAnalyticsCookie(doc: Document = document): boolean {
  return doc.cookie.split(';').some((c) => c.trim() === `${COOKIE}=${VALUE}`);
}

/** Whether this page's policy allows analytics: the cookie was there when the page loaded. */
let allowedAtLoad = typeof document !== 'undefined' && hasAnalyticsCookie();

export function pageAllowsAnalytics(): boolean {
  return allowedAtLoad;
}

/** For tests: a page loaded with or without the cookie. */
export function setPageAllowsAnalyticsForTests(allowed: boolean): void {
  allowedAtLoad = allowed;
}

/** Sets the cookie while analytics is allowed, removes it otherwise. */
export function writeAnalyticsCookie(allowed: boolean, doc: Document = document, secure = window.location.protocol === 'https:'): void {
  const attributes = `; path=/; samesite=lax${secure ? '; secure' : ''}`;
  doc.cookie = allowed ? `${COOKIE}=${VALUE}; max-age=${ONE_YEAR_SECONDS}${attributes}` : `${COOKIE}=; max-age=0${attributes}`;
}

/**
 * Loads the page again so that its policy allows analytics. False (and nothing happens) when
 * the cookie could not be set: the page would come back without analytics, again and again.
 */
export function reloadForAnalytics({ conversion }: { conversion: boolean }, location: Pick<Location, 'reload'> = window.location): boolean {
  if (!hasAnalyticsCookie()) return false;
  try {
    if (conversion) sessionStorage.setItem(CONVERSION_DUE_KEY, '1');
  } catch {
    // without sessionStorage the conversion event of this grant is lost; analytics still loads
  }
  location.reload();
  return true;
}

/** Whether the page was reloaded right after the visitor granted analytics (read once). */
export function takeConversionDue(): boolean {
  try {
    const due = sessionStorage.getItem(CONVERSION_DUE_KEY) === '1';
    sessionStorage.removeItem(CONVERSION_DUE_KEY);
    return due;
  } catch {
    return false;
  }
}
