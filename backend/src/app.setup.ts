import { existsSync } from 'node:fs';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import passport from 'passport';
import { Logger } from 'nestjs-pino';
import pinoHttp from 'pino-http';
import { httpLoggerOptions } from './common/logging/logger.options';
import { nameRoute, observeRequests } from './common/metrics/http-metrics';
import { Metrics } from './common/metrics/metrics';
import { codeOfStatus } from './common/errors/error-codes';
import { expressErrorHandler } from './common/errors/express-error.handler';
import { HttpExceptionFilter } from './common/errors/http-exception.filter';
import { clientAddress } from './common/security/client-address';
import { basePolicy, spaDocumentPolicy, standPagePolicy, type ContentSecurityPolicyOptions } from './common/security/content-security-policy';
import { csrfProtection } from './common/security/csrf.middleware';
import { exceptSessionFree } from './common/http/public-api-path';
import { createSessionMiddleware, noStoreWhenSignedIn } from './common/security/session';
import { SessionActivity } from './common/security/session-activity';
import { jsonBodyParser, refuseBrokenText, visitorFormBodyParser } from './common/validation/input-guard';
import { createValidationPipe } from './common/validation/validation.pipe';
import { loadAppConfig } from './config/app.config';
import { loadBillingConfig } from './config/billing.config';
import { loadDatabaseConfig } from './config/database.config';
import { loadMailConfig } from './config/mail.config';
import { loadRetentionConfig } from './config/retention.config';
import { loadSiteConfig, publicSiteSettings } from './config/site.config';
import { compileTrustProxy } from './config/trust-proxy';
import { compressAnswers } from './common/http/compression';
import { staticAssets } from './common/http/static-assets';
import { serveSpaPages } from './common/http/spa-pages';
import { buildOpenApiDocument } from './common/http/openapi';
import { prefixApiRoutes, routeVisitorPages } from './common/http/visitor-paths';
import { SpaPageRenderer } from './common/ssr/spa-page-renderer';
import { BlogService } from './modules/blog';
import { PublicStatsService } from './modules/insights';
import { UnchangedPolls } from './modules/lead-desk';
import { buildPublicApiDocument, PublicApiDocument } from './modules/public-api';
import { maySeeDevOutbox } from './modules/mailing';

/** The built SPA, next to the backend in the repository and in the image. */
const SPA_DIR = resolve(__dirname, '..', '..', 'frontend', 'dist');

export interface AppSetupOptions {
  /** Where the built SPA is; tests give a small fixture instead of a full build. */
  spaDir?: string;
}

/**
 * Express with a case-sensitive, strict router: /API/... and /api/x/ are not /api/x. The router
 * takes these settings when it is first built, so they are set before Nest registers a route.
 */
export function createHttpAdapter(): ExpressAdapter {
  const instance = express();
  instance.set('case sensitive routing', true);
  instance.set('strict routing', true);
  return new ExpressAdapter(instance);
}

/**
 * Puts `answer` in front of the server's request handlers (Express): what it answers (true)
 * never reaches them.
 */
function answerBeforeFramework(server: Server, answer: (req: IncomingMessage, res: ServerResponse) => boolean): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!handlers.length) throw new Error('the HTTP server has no request handler yet');
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (answer(req, res)) return;
    for (const handler of handlers) handler.call(server, req, res);
  });
}

/**
 * Everything around the Nest router, shared by main.ts and the integration tests so that the
 * tests exercise the real stack. In order: the client's address, unchanged lead polls answered
 * from memory (the lead desk's UnchangedPolls), the request metrics, request log, security headers,
 * compression, static assets (before cookies and sessions: they set no cookie and cost no session
 * lookup), CSRF, the JSON body with its depth limit, the broken-text gate, sessions, the SPA's pages,
 * error shape, validation and OpenAPI.
 */
export function configureApp(app: NestExpressApplication, options: AppSetupOptions = {}): { close: () => Promise<void> } {
  const config = loadAppConfig();
  const policy: ContentSecurityPolicyOptions = {
    stripe: loadBillingConfig().stripePublishableKey !== null,
    analytics: loadSiteConfig().analyticsMeasurementId !== null,
    upgradeInsecureRequests: config.secureCookies,
  };
  const trust = compileTrustProxy(config.trustProxy);
  // Express reads the same trust for req.protocol and req.hostname; req.ip is pinned just below
  app.set('trust proxy', trust);
  app.use(clientAddress(trust));
  app.use(pinoHttp(httpLoggerOptions()));
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  answerMalformedRequestsInJson(app.getHttpServer());
  // an open lead desk's unchanged poll (every 5 s) is answered from memory, before Express
  const polls = app.get(UnchangedPolls);
  answerBeforeFramework(app.getHttpServer(), (req, res) => {
    const answered = polls.answer(req, res, config.sessionSecret);
    if (answered) nameRoute(req, '/api/leads');
    return answered;
  });
  // every request's duration by route template, those answered above included
  observeRequests(app.getHttpServer(), app.get(Metrics));

  app.use(
    helmet({
      // the SPA's documents widen it for Stripe.js and analytics (spaPages below)
      contentSecurityPolicy: basePolicy(policy),
      // 'no-referrer' would make browsers send `Origin: null` with a page's form post, which the
      // visitor pages' CSRF check must read; other sites still learn nothing about our addresses
      referrerPolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
    }),
  );
  app.use(compressAnswers());
  const spa = spaFiles(options.spaDir ?? SPA_DIR);
  if (spa) app.use(staticAssets(spa.dir, { production: config.isProduction }));
  app.use(cookieParser());
  app.use(csrfProtection({ secret: config.sessionSecret, appOrigin: config.appOrigin, secureCookies: config.secureCookies }));
  app.use(jsonBodyParser());
  app.use(visitorFormBodyParser());
  app.use(refuseBrokenText);
  const sessions = createSessionMiddleware({
    databaseUrl: loadDatabaseConfig().url,
    secret: config.sessionSecret,
    secureCookies: config.secureCookies,
    pruneExpired: config.nodeEnv !== 'test',
  });
  // the public API (/api/v1) authenticates by API key alone, and a visitor's form submit without
  // a session cookie needs none: no session is read or made there
  app.use(exceptSessionFree(sessions.middleware));
  app.use(exceptSessionFree(passport.initialize()));
  app.use(exceptSessionFree(passport.session()));
  // the session list's last_seen_at, written at most every 5 minutes per session
  app.use(exceptSessionFree(app.get(SessionActivity).middleware));
  app.use(noStoreWhenSignedIn);
  if (spa) app.use(spaPages(app, spa, config.appOrigin, policy));
  app.use(routeVisitorPages);
  app.use(expressErrorHandler);

  prefixApiRoutes(app);
  app.useGlobalFilters(new HttpExceptionFilter());
  app.useGlobalPipes(createValidationPipe());
  // the public API's own document (/api/v1/openapi.json), made from the prefixed routes at its first request
  app.get(PublicApiDocument).useBuilder(() => buildPublicApiDocument(app, config.appUrl));

  // the API's map is for developers; a production installation does not hand it out
  if (!config.isProduction) SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app));

  return { close: sessions.close };
}

/**
 * Requests that Node's HTTP parser refuses before Express sees them (an address or headers over
 * 16 KB, a method Node does not know, a request that never finishes) get the API's JSON error
 * shape too, instead of Node's bare status line.
 */
function answerMalformedRequestsInJson(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [statusCode, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang.']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Die Anfrage hat zu lange gedauert. Bitte versuche es erneut.']
          : error.code === 'HPE_INVALID_METHOD'
            ? [405, 'Diese Anfragemethode wird nicht unterstützt.']
            : [400, 'Die Anfrage ist ungültig.'];
    const body = JSON.stringify({ statusCode, code: codeOfStatus(statusCode), message });
    socket.end(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

interface SpaFiles {
  dir: string;
  index: string;
}

function spaFiles(dir: string): SpaFiles | null {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return null;
  return { dir, index };
}

/**
 * The SPA's pages; its public ones are rendered on the server from the same services that their
 * API calls use (this file is the composition root, so it may reach into the modules).
 */
function spaPages(app: NestExpressApplication, spa: SpaFiles, origin: string, policy: ContentSecurityPolicyOptions) {
  const devOutbox = loadMailConfig().devOutbox;
  const settings = publicSiteSettings(loadSiteConfig(), loadRetentionConfig());
  const blog = app.get(BlogService);
  const stats = app.get(PublicStatsService);
  return serveSpaPages({
    index: spa.index,
    renderer: SpaPageRenderer.available() ? new SpaPageRenderer(spa.dir) : null,
    sources: {
      origin,
      publicSettings: () => settings,
      stats: () => stats.get(),
      blogList: (page) => blog.list(page),
      blogPost: (slug) => blog.get(slug),
    },
    mayShowDevMailbox: (req) => devOutbox && maySeeDevOutbox(req),
    documentPolicy: spaDocumentPolicy(policy),
    standPolicy: standPagePolicy(policy),
    // the policy reads the cookie choice: a cache must not hand one browser's page to another
    varyByCookie: policy.analytics,
  });
}
