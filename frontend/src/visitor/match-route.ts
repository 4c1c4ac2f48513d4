/*
 * Path matcher of the visitor entry (visitor.html). Also imported by vite.config.ts, so the dev
 * and preview servers send exactly these paths to visitor.html; keep it free of '@/' imports.
 *
 *   /form/{slug}                       -> public form (single slug)
 *   /form/{companySlug}/{eventSlug}    -> public form
 *   /confirm/{token}                   -> double opt-in confirmation
 *   /{companySlug}/confirm/{token}     -> double opt-in confirmation
 *   /email-confirmation                -> "please confirm your e-mail" (query: company, event)
 *   /{companySlug}/email-confirmation  -> same
 */

export type VisitorRoute =
  | { page: 'form'; companySlug: string | null; eventSlug: string }
  | { page: 'confirm'; token: string; companySlug: string | null }
  | { page: 'email-confirmation'; companySlug: string | null }
  | { page: 'not-found' };

/** Never pages: the server answers these itself. */
const SERVER_PREFIXES: ReadonlySet<string> = new Set(['api', 'assets']);

/**
 * First segments where the main SPA's router ranks its own route ahead of
 * /:companySlug/email-confirmation (/blog/:slug, /verify-email/:token are listed before it).
 */
export const EMAIL_CONFIRMATION_RESERVED: ReadonlySet<string> = new Set(['blog', 'verify-email']);

function decode(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment);
    return value.trim() ? value : null;
  } catch {
    return null;
  }
}

export function matchVisitorRoute(pathname: string): VisitorRoute {
  const raw = pathname.split('/').filter(Boolean);
  const segments = raw.map(decode);
  if (segments.some((s) => s === null)) return { page: 'not-found' };
  const s = segments as string[];

  if (s[0] === 'form') {
    if (s.length === 2) return { page: 'form', companySlug: null, eventSlug: s[1] };
    if (s.length === 3) return { page: 'form', companySlug: s[1], eventSlug: s[2] };
    return { page: 'not-found' };
  }
  if (s.length === 2 && s[0] === 'confirm') return { page: 'confirm', token: s[1], companySlug: null };
  if (s.length === 1 && s[0] === 'email-confirmation') return { page: 'email-confirmation', companySlug: null };

  if (s.length >= 2 && !SERVER_PREFIXES.has(s[0])) {
    if (s.length === 3 && s[1] === 'confirm') return { page: 'confirm', token: s[2], companySlug: s[0] };
    if (s.length === 2 && s[1] === 'email-confirmation' && !EMAIL_CONFIRMATION_RESERVED.has(s[0])) {
      return { page: 'email-confirmation', companySlug: s[0] };
    }
  }
  return { page: 'not-found' };
}

/** True for the paths the server (and the Vite dev/preview servers) answer with visitor.html. */
export function isVisitorPath(pathname: string): boolean {
  return matchVisitorRoute(pathname).page !== 'not-found';
}
