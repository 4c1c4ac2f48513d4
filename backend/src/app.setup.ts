import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import passport from 'passport';
import { Logger } from 'nestjs-pino';
import pinoHttp from 'pino-http';
import { httpLoggerOptions } from './common/logging/logger.options';
import { expressErrorHandler } from './common/errors/express-error.handler';
import { HttpExceptionFilter } from './common/errors/http-exception.filter';
import { csrfProtection } from './common/security/csrf.middleware';
import { createSessionMiddleware } from './common/security/session';
import { createValidationPipe } from './common/validation/validation.pipe';
import { loadAppConfig } from './config/app.config';
import { loadDatabaseConfig } from './config/database.config';
import { loadSiteConfig } from './config/site.config';

/** Google Analytics 4 (gtag.js): allowed only when ANALYTICS_MEASUREMENT_ID is set. */
const ANALYTICS_SCRIPT_SOURCES = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT_SOURCES = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** The built SPA, next to the backend in the repository and in the image. */
const SPA_DIR = resolve(__dirname, '..', '..', 'frontend', 'dist');

/**
 * Everything around the Nest router, shared by main.ts and the integration tests so that the
 * tests exercise the real stack: security headers, cookies, CSRF, sessions, JSON-only bodies,
 * error shape, validation, OpenAPI and the SPA.
 */
export function configureApp(app: NestExpressApplication): { close: () => Promise<void> } {
  const config = loadAppConfig();
  const analytics = loadSiteConfig().analyticsMeasurementId !== null;
  app.use(pinoHttp(httpLoggerOptions()));
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  // X-Forwarded-* is believed only from proxies on private networks (load balancer, compose)
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'https:'],
          // the SPA loads gtag.js only after consent; without a measurement id nothing is allowed
          'script-src': ["'self'", ...(analytics ? ANALYTICS_SCRIPT_SOURCES : [])],
          'connect-src': ["'self'", ...(analytics ? ANALYTICS_CONNECT_SOURCES : [])],
          'style-src': ["'self'", "'unsafe-inline'"],
          'frame-src': ["'self'"],
          'upgrade-insecure-requests': config.secureCookies ? [] : null,
        },
      },
    }),
  );
  app.use(cookieParser());
  app.use(csrfProtection({ secret: config.sessionSecret, appOrigin: config.appOrigin, secureCookies: config.secureCookies }));
  app.useBodyParser('json', { limit: '100kb' });
  const sessions = createSessionMiddleware({
    databaseUrl: loadDatabaseConfig().url,
    secret: config.sessionSecret,
    secureCookies: config.secureCookies,
    pruneExpired: config.nodeEnv !== 'test',
  });
  app.use(sessions.middleware);
  app.use(passport.initialize());
  app.use(passport.session());
  app.use(expressErrorHandler);

  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpExceptionFilter());
  app.useGlobalPipes(createValidationPipe());

  const openApi = new DocumentBuilder()
    .setTitle('FairLeads API')
    .setDescription('Lead capture for trade fairs. Unsafe methods need the X-XSRF-TOKEN header (see CONTRACT.md).')
    .setVersion('1')
    .addCookieAuth('fairleads.sid')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));

  serveSpa(app);
  return { close: sessions.close };
}

/**
 * The visitor's pages (form, e-mail confirmation, double opt-in) have their own small entry,
 * visitor.html, so a phone on a trade-fair network loads only their code. Mirrors
 * frontend/src/visitor/match-route.ts (the SPA's own routes /blog/* and /verify-email/* win).
 */
const VISITOR_PATH =
  /^\/(form\/[^/]+(\/[^/]+)?|confirm\/[^/]+|email-confirmation|(?!(?:api|assets|blog|verify-email)\/)[^/]+\/(confirm\/[^/]+|email-confirmation))\/?$/;

function serveSpa(app: NestExpressApplication): void {
  const index = join(SPA_DIR, 'index.html');
  if (!existsSync(index)) return;
  const visitor = existsSync(join(SPA_DIR, 'visitor.html')) ? join(SPA_DIR, 'visitor.html') : index;
  app.useStaticAssets(SPA_DIR, {
    index: false,
    setHeaders: (res, path) =>
      res.setHeader('Cache-Control', path.includes(`${join(SPA_DIR, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  // client-side routes get their HTML entry; /api and missing files fall through to a 404
  app.use((req: { method: string; path: string }, res: import('express').Response, next: () => void) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api') || extname(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(VISITOR_PATH.test(req.path) ? visitor : index);
  });
}
