import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { describeError } from '../errors/http-exception.filter';
import { isLocale, requestLocale, type Locale } from '../i18n/locale';

/** Where a visitor page's request came from: its language and its own address (for links and the switch). */
export interface PageContext {
  locale: Locale;
  /** Path and query without `lang`. */
  url: string;
  /** `lang=…` to carry on to the next page when the visitor chose a language other than the browser's. */
  carryLang: string | null;
}

/** Whether the page script asked (it wants the JSON answer, a browser without a script the page). */
export function wantsJson(req: Request): boolean {
  return req.accepts(['html', 'json']) === 'json';
}

/** The language the visitor chose on the page (`lang` of a form or of the address), if any. */
export function chosenLocale(req: Request): unknown {
  return (req.body as { lang?: unknown } | undefined)?.lang ?? req.query.lang;
}

/** The page's language, its own address without `lang`, and whether to carry a chosen language on. */
export function pageContext(req: Request): PageContext {
  const explicit = chosenLocale(req);
  const locale = requestLocale(req, explicit);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(req.query)) if (key !== 'lang' && typeof value === 'string') query.set(key, value);
  const search = query.toString();
  const browser = requestLocale(req);
  // the address the visitor sees (the router got the request under VISITOR_PAGES_ROUTE_PREFIX)
  const path = req.originalUrl.split('?')[0];
  return { locale, url: search ? `${path}?${search}` : path, carryLang: isLocale(explicit) && explicit !== browser ? `${explicit}` : null };
}

/** What a visitor page answers when a request fails before or around its handler. */
export const VISITOR_REFUSALS: Record<Locale, { tooManyRequests: string; requestRefused: string; formRejected: string; failed: string }> = {
  de: {
    tooManyRequests: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.',
    requestRefused: 'Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte lade die Seite neu und versuche es erneut.',
    formRejected: 'Das Formular konnte nicht gesendet werden. Bitte lade die Seite neu und versuche es erneut.',
    failed: 'Das hat gerade nicht geklappt. Bitte versuche es erneut.',
  },
  en: {
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    requestRefused: 'The request was refused for security reasons. Please reload the page and try again.',
    formRejected: 'The form could not be sent. Please reload the page and try again.',
    failed: 'That did not work just now. Please try again.',
  },
};

/**
 * Failures before or around a page's handler (rate limit, a body the parser refused) answer the
 * visitor in words, as JSON for the page script or as the form page's problem otherwise.
 * Shared by every module's visitor pages (capture's, follow-ups').
 */
@Catch()
export class VisitorPageErrors implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const status = exception instanceof HttpException ? exception.getStatus() : 500;
    const m = VISITOR_REFUSALS[pageContext(req).locale];
    // 415: a post that is no form (a page's form always posts one)
    const message = status === 429 ? m.tooManyRequests : status === 403 ? m.requestRefused : status === 415 ? m.formRejected : m.failed;
    if (status >= 500) (req as Request & { log?: { error: (o: unknown, msg: string) => void } }).log?.error({ err: exception }, 'visitor page failed');
    const code = status >= 500 ? 503 : status;
    if (wantsJson(req) || req.method !== 'GET') {
      res.status(code).set('Cache-Control', 'no-store');
      if (wantsJson(req)) res.json({ statusCode: code, code: code >= 500 ? 'SERVICE_UNAVAILABLE' : describeError(exception).code, message });
      else res.type('html').send(`<!doctype html><html lang="de"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>FairLeads</title><p style="font:1.1rem system-ui;margin:2rem">${message} <a href="${encodeURI(req.originalUrl.split('?')[0])}">↻</a></p></html>`);
      return;
    }
    res.status(code).set('Cache-Control', 'no-store').type('text/plain').send(message);
  }
}
