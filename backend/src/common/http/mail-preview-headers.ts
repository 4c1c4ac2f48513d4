import type { Response } from 'express';

/**
 * A mail preview is HTML made from an organiser's texts (escaped by the composers) and shown in
 * a sandboxed frame of the settings page: no scripts, no forms, no plugins, framed only by our
 * own pages (the rest of the app may not be framed at all, see app.setup.ts). Images as the
 * mail client would load them (the logo).
 */
export const MAIL_PREVIEW_CSP = [
  "default-src 'none'",
  "img-src 'self' https: data:",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

/** The preview's headers; set only on success, so an error keeps the JSON shape and the app's headers. */
export function setMailPreviewHeaders(res: Response): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', MAIL_PREVIEW_CSP);
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
}
