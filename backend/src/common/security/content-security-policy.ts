import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer, and the wider one of the SPA's documents.
 *
 * Every answer (API, visitor pages, the stand's kiosk page, files) gets the base policy: scripts,
 * connections and frames from our own origin only. A document of the SPA (landing, blog, legal
 * pages, the organiser's screens) may also need two third parties, and only it gets them:
 * - Stripe.js, when payments are set up (STRIPE_PUBLISHABLE_KEY): the private purchase loads it
 *   from js.stripe.com, shows the card form in Stripe's frames and calls Stripe's API. The SPA
 *   moves between its screens without loading a new document, so any of its documents can end in
 *   the purchase dialog; the visitor pages never can.
 * - Google Analytics, when ANALYTICS_MEASUREMENT_ID is set and this browser allowed analytics in
 *   the cookie choice (the SPA mirrors that choice into the ANALYTICS_CONSENT_COOKIE, and loads a
 *   document afresh when the choice allows analytics for the first time).
 * The SPA's documents and the stand's kiosk page may also compile WebAssembly ('wasm-unsafe-eval',
 * not 'unsafe-eval': no string becomes code): the contact scanner reads badge codes with ZXing in
 * WebAssembly where the browser has no BarcodeDetector, its .wasm file from our own origin.
 */

/** WebAssembly compilation, for the contact scanner's code reader (frontend components/contact-scan). */
const WASM = "'wasm-unsafe-eval'";

/**
 * What Stripe's integration security guide lists for Stripe.js, except https://maps.googleapis.com:
 * that one serves only the Address Element's autocomplete, which FairLeads does not use, and it
 * answers JSONP, which would let an injected script through.
 */
const STRIPE_JS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Google's list for Google Analytics 4 (gtag.js) under a Content-Security-Policy. */
const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** Set by the SPA while the cookie choice allows analytics (frontend features/consent). */
export const ANALYTICS_CONSENT_COOKIE = 'fairleads-consent';
export const ANALYTICS_CONSENT_VALUE = 'analytics';

export interface ContentSecurityPolicyOptions {
  /** STRIPE_PUBLISHABLE_KEY is set: the SPA may open the card payment. */
  stripe: boolean;
  /** ANALYTICS_MEASUREMENT_ID is set. */
  analytics: boolean;
  /** The public URL is https: the browser upgrades any http sub-resource. */
  upgradeInsecureRequests: boolean;
}

type Directives = Record<string, string[] | null>;

function baseDirectives(options: ContentSecurityPolicyOptions): Directives {
  return {
    'img-src': ["'self'", 'data:', 'https:'],
    'script-src': ["'self'"],
    'connect-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'frame-src': ["'self'"],
    // no page of ours may be framed; the mail preview allows our own pages (mail-preview.controller.ts)
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': options.upgradeInsecureRequests ? [] : null,
  };
}

/** Whether this request's browser allowed analytics (cookie-parser has read its cookies). */
export function allowsAnalytics(req: IncomingMessage): boolean {
  const cookies = (req as Request).cookies as Record<string, unknown> | undefined;
  return cookies?.[ANALYTICS_CONSENT_COOKIE] === ANALYTICS_CONSENT_VALUE;
}

/** The base policy for every answer, as helmet options. */
export function basePolicy(options: ContentSecurityPolicyOptions) {
  return { directives: baseDirectives(options) };
}

/**
 * The policy of an SPA document: the base plus Stripe.js (when payments are set up) and Google
 * Analytics (when configured and allowed by this browser's cookie choice). Replaces the base
 * policy's header on the answer it runs for.
 */
export function spaDocumentPolicy(options: ContentSecurityPolicyOptions): RequestHandler {
  const stripe = options.stripe ? STRIPE_JS : { script: [], frame: [], connect: [] };
  const policy = (analytics: boolean) => {
    const google = analytics ? GOOGLE_ANALYTICS : { script: [], connect: [] };
    return helmet.contentSecurityPolicy({
      directives: {
        ...baseDirectives(options),
        'script-src': ["'self'", WASM, ...stripe.script, ...google.script],
        'connect-src': ["'self'", ...stripe.connect, ...google.connect],
        'frame-src': ["'self'", ...stripe.frame],
      },
    });
  };
  const withoutAnalytics = policy(false);
  const withAnalytics = options.analytics ? policy(true) : withoutAnalytics;
  return (req, res, next) => (allowsAnalytics(req) ? withAnalytics : withoutAnalytics)(req, res, next);
}

/**
 * The policy of the stand's kiosk page: the base one (no third party: it takes visitors' data like
 * the visitor pages) plus WebAssembly for the badge scanner. Replaces the base policy's header.
 */
export function standPagePolicy(options: ContentSecurityPolicyOptions): RequestHandler {
  return helmet.contentSecurityPolicy({ directives: { ...baseDirectives(options), 'script-src': ["'self'", WASM] } });
}
