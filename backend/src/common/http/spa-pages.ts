import { extname } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Loaded, SpaPageInput, SpaPageRenderer, SpaPageRequest } from '../ssr/spa-page-renderer';
import { redactUrl } from '../logging/logger.options';
import { METRICS_PATH, VISITOR_PAGE_PATH } from './visitor-paths';

/** What the server-rendered public pages show, loaded in-process (the same as their API calls answer). */
export interface SpaPageSources {
  /** The site's origin (APP_URL), for canonical links. */
  origin: string;
  /** GET /api/public/config */
  publicSettings(): unknown;
  /** GET /api/public/stats */
  stats(): Promise<unknown>;
  /** GET /api/blog?page= */
  blogList(page: number): Promise<unknown>;
  /** GET /api/blog/:slug; rejects with a `status` 404 for an unknown article. */
  blogPost(slug: string): Promise<unknown>;
}

export interface SpaPagesOptions {
  /** The built index.html, for every screen that is not rendered on the server. */
  index: string;
  /** Null without the server renderer: every page is then the bare index.html. */
  renderer: SpaPageRenderer | null;
  sources: SpaPageSources;
  /** Whether the dev mailbox page exists for this request (local outbox and an allowed caller). */
  mayShowDevMailbox(req: Request): boolean;
  /** Sets the Content-Security-Policy of an SPA document (common/security/content-security-policy). */
  documentPolicy: RequestHandler;
  /** Sets the Content-Security-Policy of the stand's kiosk page (the base one plus WebAssembly for its scanner). */
  standPolicy: RequestHandler;
  /** The policy depends on the request's cookies: answers say `Vary: Cookie`. */
  varyByCookie: boolean;
}

/** However the API prefix is spelled, it is never a page: such paths end in the API's 404. */
const API_PATH = /^\/api(\/|$)/i;
const DEV_MAILBOX_PATH = /^\/dev\/mailbox\/?$/;
const STAND_PATH = /^\/stand(\/|$)/;

/**
 * The SPA's pages. The public ones (landing, legal notice, privacy policy, blog) are rendered
 * with React on the server, with the data they show, and hydrate into the SPA; every other screen
 * gets the built index.html. API paths and missing files fall through to a 404.
 */
export function serveSpaPages(options: SpaPagesOptions): RequestHandler {
  const logger = new Logger('SpaPages');
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATH.test(req.path) || extname(req.path)) return next();
    // the visitor pages are rendered by the API (leads module); the metrics are the API's too
    if (VISITOR_PAGE_PATH.test(req.path) || req.path === METRICS_PATH) return next();
    if (DEV_MAILBOX_PATH.test(req.path) && !options.mayShowDevMailbox(req)) return next(notFound());
    // the stand's kiosk takes visitors' data like the visitor pages, and keeps their strict policy
    // but for its badge scanner's WebAssembly (it is entered and left by a page load, never by a
    // move inside the SPA)
    const policy = STAND_PATH.test(req.path) ? options.standPolicy : options.documentPolicy;
    policy(req, res, (err?: unknown) => (err ? next(err) : sendPage(req, res)));
  };

  function sendPage(req: Request, res: Response) {
    if (options.varyByCookie) res.vary('Cookie');
    const sendIndex = () => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(options.index);
    };
    const page = options.renderer?.pageFor(req.url);
    if (!options.renderer || !page) return sendIndex();
    renderPage(options.renderer, options.sources, req, page).then(
      ({ status, html }) => {
        // a signed-in reader's page names them: never kept by a cache
        res.setHeader('Cache-Control', req.user ? 'no-store' : 'no-cache');
        res.status(status).type('html').send(html);
      },
      (err: Error) => {
        // the SPA still draws the page in the browser
        logger.error({ err: err.message, path: redactUrl(req.path) }, 'server rendering of a public page failed');
        sendIndex();
      },
    );
  }
}

async function renderPage(renderer: SpaPageRenderer, sources: SpaPageSources, req: Request, page: SpaPageRequest) {
  const [stats, blogList, blogPost] = await Promise.all([
    page.kind === 'landing' || page.kind === 'blog-list' ? sources.stats().catch(() => null) : null,
    page.kind === 'blog-list' ? settle(sources.blogList(page.page)) : undefined,
    page.kind === 'blog-post' ? settle(sources.blogPost(page.slug)) : undefined,
  ]);
  const input: SpaPageInput = {
    url: req.url,
    origin: sources.origin,
    page,
    user: req.user ?? null,
    config: sources.publicSettings(),
    stats,
    blogList: blogList?.loaded,
    blogPost: blogPost?.loaded,
  };
  const failed = blogList?.status ?? blogPost?.status;
  return { status: failed ?? 200, html: await renderer.render(input) };
}

/** The value, or the status the failure answers with: 404 for what does not exist, else 502. */
async function settle(value: Promise<unknown>): Promise<{ loaded: Loaded<unknown>; status?: number }> {
  try {
    return { loaded: { ok: true, value: await value } };
  } catch (err) {
    return { loaded: { ok: false }, status: (err as { status?: number }).status === 404 ? 404 : 502 };
  }
}

function notFound(): Error {
  return Object.assign(new Error('not found'), { status: 404 });
}
