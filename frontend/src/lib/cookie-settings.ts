/**
 * Window event that reopens the cookie-consent modal (features/consent listens; the account
 * settings and the privacy policy dispatch it). In lib/ so features need not import each other.
 */
export const OPEN_COOKIE_SETTINGS_EVENT = 'fairleads:open-cookie-settings';

export function openCookieSettings(): void {
  window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT));
}
