import { randomBytes } from 'node:crypto';
import { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { CookieAccessInfo } from 'cookiejar';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp, createHttpAdapter } from '../../src/app.setup';
import { VisitorPageRenderer, type VisitorRendererBuild } from '../../src/common/ssr/visitor-page-renderer';
import { runMigrations } from '../../src/database/migrate';
import { WorkerModule } from '../../src/worker.module';
import { SmtpSink } from './smtp-sink';

export interface TestAppOptions {
  /** SMTP sink URL; without it mails go to the dev outbox. */
  smtpUrl?: string;
  /** Redis URL: the API uses the Bull driver. */
  redisUrl?: string;
  bullPrefix?: string;
  env?: Record<string, string | undefined>;
  /** A built SPA to serve (see configureApp); by default frontend/dist if it was built. */
  spaDir?: string;
  /** Another visitor page renderer build (or a missing one) than frontend/dist-ssr. */
  visitorRenderer?: VisitorRendererBuild;
}

export interface TestApp {
  app: INestApplication;
  dataSource: DataSource;
  client(ip?: string): TestClient;
  close(): Promise<void>;
}

let migrated: Promise<unknown> | undefined;

/** Applies the real migrations to this run's database once. */
export function migrateOnce(): Promise<unknown> {
  migrated ??= runMigrations(process.env.DATABASE_URL!);
  return migrated;
}

function applyEnv(options: TestAppOptions): void {
  const env: Record<string, string | undefined> = { SMTP_URL: options.smtpUrl, REDIS_URL: options.redisUrl, ...options.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

/** The API process as main.ts builds it (same module, same middleware), on an ephemeral port. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  await migrateOnce();
  applyEnv(options);
  const builder = Test.createTestingModule({ imports: [AppModule.forRoot({ bullPrefix: options.bullPrefix })] });
  if (options.visitorRenderer) builder.overrideProvider(VisitorPageRenderer).useValue(new VisitorPageRenderer(options.visitorRenderer));
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(createHttpAdapter(), { bodyParser: false });
  const { close } = configureApp(app, { spaDir: options.spaDir });
  await app.init();
  return {
    app,
    dataSource: app.get(DataSource),
    client: (ip?: string) => new TestClient(app, ip),
    close: async () => {
      await app.close();
      await close();
    },
  };
}

/** The worker process as worker.ts builds it. */
export async function createTestWorker(options: TestAppOptions): Promise<INestApplicationContext> {
  applyEnv(options);
  const context = await NestFactory.createApplicationContext(WorkerModule.forRoot({ bullPrefix: options.bullPrefix }), { logger: false });
  await context.init();
  return context;
}

/**
 * Jest hooks for a suite that runs the API with mails going to a real SMTP sink.
 * Read `suite.t` and `suite.sink` inside tests (they exist once beforeAll ran).
 */
export function apiWithSmtpSink(options: TestAppOptions = {}): { t: TestApp; sink: SmtpSink } {
  const suite = { sink: new SmtpSink() } as { t: TestApp; sink: SmtpSink };
  beforeAll(async () => {
    await suite.sink.start();
    suite.t = await createTestApp({ ...options, smtpUrl: suite.sink.url });
  });
  afterAll(async () => {
    await suite.t?.close();
    await suite.sink.stop();
  });
  return suite;
}

export function uniqueBullPrefix(): string {
  return `fairleads-test-${randomBytes(4).toString('hex')}`;
}

let ipCounter = 0;
/** A distinct client address per test client, so rate limits count per simulated visitor. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * A browser-like client: keeps cookies, picks up the XSRF-TOKEN cookie and echoes it in
 * X-XSRF-TOKEN on unsafe methods, and sends the Origin of APP_URL like a same-site page.
 */
export class TestClient {
  readonly agent: ReturnType<typeof request.agent>;
  xsrf?: string;

  constructor(
    app: INestApplication,
    readonly ip: string = nextIp(),
  ) {
    this.agent = request.agent(app.getHttpServer());
  }

  /** The XSRF-TOKEN cookie's value as the browser would read it (fetched first when there is none). */
  async ensureXsrf(): Promise<string> {
    const fromJar = () => this.agent.jar.getCookie('XSRF-TOKEN', CookieAccessInfo.All)?.value;
    if (!fromJar()) await this.agent.get('/api/health').set('X-Forwarded-For', this.ip);
    const value = fromJar();
    if (!value) throw new Error('the API set no XSRF-TOKEN cookie');
    this.xsrf = decodeURIComponent(value);
    return this.xsrf;
  }

  get(path: string) {
    return this.agent.get(path).set('X-Forwarded-For', this.ip);
  }

  /**
   * An unsafe call that picks up the XSRF cookie first, with `headers` besides (Accept-Language,
   * Content-Type for a raw body). Awaiting it gives the response; `.expect(status)` asserts like supertest's.
   */
  send(method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object | string, headers: Record<string, string> = {}): PendingRequest {
    const built = this.ensureXsrf().then((token) => {
      const req = this.agent[method](path)
        .set('X-Forwarded-For', this.ip)
        .set('Origin', process.env.APP_URL!)
        .set('X-XSRF-TOKEN', token)
        .set(headers);
      // wrapped, because a supertest request is itself a thenable and would run here
      return { req: body === undefined ? req : req.send(body) };
    });
    return {
      then: (onFulfilled, onRejected) => built.then(({ req }) => req).then(onFulfilled, onRejected),
      expect: (status: number) => built.then(({ req }) => req.expect(status)),
    };
  }

  post(path: string, body?: object) {
    return this.send('post', path, body);
  }

  patch(path: string, body?: object) {
    return this.send('patch', path, body);
  }

  delete(path: string, body?: object) {
    return this.send('delete', path, body);
  }
}

export interface PendingRequest extends PromiseLike<request.Response> {
  expect(status: number): Promise<request.Response>;
}

export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
