import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { AppError } from '../src/common/errors/app-error';
import { HostResolver, IMAGE_PROXY_LIMITS, ImageProxyService } from '../src/modules/blog/services/image-proxy.service';
import { createTestApp, TestApp } from './support/test-app';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SIX_MB = 6 * 1024 * 1024;

const FORBIDDEN = { statusCode: 400, code: 'IMAGE_PROXY_FORBIDDEN_URL', message: 'Diese Bildadresse ist nicht erlaubt.' };
const UPSTREAM_FAILED = { statusCode: 502, code: 'IMAGE_PROXY_UPSTREAM_FAILED', message: 'Das Bild konnte nicht geladen werden.' };

/** A port on 127.0.0.1 that nobody listens on (taken from the system, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * What the operator's log receives through Nest's Logger (the API's pino logger behind it): the
 * warnings and errors of every logger, here the proxy's and the global exception filter's.
 */
function watchLog() {
  const warn = jest.spyOn(Logger.prototype, 'warn');
  const error = jest.spyOn(Logger.prototype, 'error');
  return {
    warnings: () => warn.mock.calls.map(([entry]) => entry as Record<string, unknown>),
    errors: () => error.mock.calls.map(([entry]) => entry as Record<string, unknown>),
    stop: () => {
      warn.mockRestore();
      error.mockRestore();
    },
  };
}

/** A log entry without a stack trace anywhere in it. */
function hasNoStack(entry: Record<string, unknown>): boolean {
  return !JSON.stringify(entry, (_key, value: unknown) => (value instanceof Error ? { stack: value.stack } : value)).includes('"stack"');
}
const NOT_AN_IMAGE = { statusCode: 502, code: 'IMAGE_PROXY_NOT_AN_IMAGE', message: 'Unter dieser Adresse liegt kein unterstütztes Bild.' };

/** An image host on 127.0.0.1: a PNG, things that are not (allowed) images, redirects, a slow answer. */
class ImageServer {
  private server?: Server;
  readonly hits: string[] = [];
  port = 0;
  /** Where /redirect-away points. */
  redirectTarget = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    this.hits.push(`${req.headers.host}${req.url}`);
    const path = req.url ?? '/';
    const redirect = /^\/redirect\/(\d+)$/.exec(path);
    if (redirect) {
      const left = Number(redirect[1]);
      res.writeHead(302, { Location: left > 1 ? `/redirect/${left - 1}` : '/pixel.png' }).end();
      return;
    }
    switch (path) {
      case '/pixel.png':
        res.writeHead(200, { 'Content-Type': 'image/png', 'Set-Cookie': 'tracking=1' }).end(PNG);
        return;
      case '/image.svg':
        res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
        return;
      case '/page.html':
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><script>alert(1)</script></html>');
        return;
      case '/disguised.png':
        res.writeHead(200, { 'Content-Type': 'image/png' }).end('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
        return;
      case '/huge.png': {
        // no Content-Length: the proxy has to count while reading
        res.writeHead(200, { 'Content-Type': 'image/png' });
        const chunk = Buffer.alloc(64 * 1024, 1);
        let sent = 0;
        const pump = () => {
          while (sent < SIX_MB) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => undefined);
        pump();
        return;
      }
      case '/huge-declared.png':
        res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(SIX_MB) });
        res.on('error', () => undefined);
        res.write(PNG);
        return;
      case '/slow.png':
        // headers come, the body never does
        res.writeHead(200, { 'Content-Type': 'image/png' });
        res.write(PNG.subarray(0, 8));
        return;
      case '/redirect-away':
        res.writeHead(302, { Location: this.redirectTarget }).end();
        return;
      default:
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  }
}

describe('GET /api/image-proxy', () => {
  const images = new ImageServer();
  /** Loopback too, but not on the allow-list. */
  const internal = new ImageServer();
  let t: TestApp;
  /** Allowed, but nothing listens there: the connection is refused. */
  let refusingPort: number;

  beforeAll(async () => {
    await images.start();
    await internal.start();
    images.redirectTarget = internal.url('/pixel.png');
    refusingPort = await closedPort();
    t = await createTestApp({ env: { IMAGE_PROXY_ALLOW_HOSTS: `127.0.0.1:${images.port},127.0.0.1:${refusingPort}` } });
  });
  afterAll(async () => {
    await t?.close();
    await images.stop();
    await internal.stop();
  });

  const proxied = (url: string) => `/api/image-proxy?url=${encodeURIComponent(url)}`;

  it('serves an image from an allowed host with headers that keep it an inert image', async () => {
    const res = await t.client().get(proxied(images.url('/pixel.png'))).expect(200);
    expect(Buffer.compare(res.body as Buffer, PNG)).toBe(0);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=86400',
      'content-disposition': 'inline',
    });
    // the upstream's cookies stay upstream
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('tracking');
  });

  it.each([
    'ftp://example.com/bild.png',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'gopher://127.0.0.1:6379/_INFO',
    'http://127.0.0.1/',
    'http://127.0.0.1:5432/',
    'http://127.1/',
    'http://localhost/',
    'http://LOCALHOST./bild.png',
    'http://bilder.localhost/bild.png',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://drucker.local/bild.png',
    'http://intranet/bild.png',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://0.0.0.0/',
    'http://0/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/',
    'http://255.255.255.255/',
    'http://224.0.0.1/',
    'http://240.0.0.1/',
    'http://[fd00::1]/',
    'http://[fc00::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://user:pass@example.com/bild.png',
    'kein url',
    '//example.com/bild.png',
  ])('refuses %s with 400', async (url) => {
    const res = await t.client().get(proxied(url)).expect(400);
    expect(res.body).toEqual(FORBIDDEN);
  });

  it('refuses loopback on a port that is not on the allow-list', async () => {
    const res = await t.client().get(proxied(internal.url('/pixel.png'))).expect(400);
    expect(res.body).toEqual(FORBIDDEN);
    expect(internal.hits).toEqual([]);
  });

  it('asks for the address in German when it is missing', async () => {
    const res = await t.client().get('/api/image-proxy').expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: 'Bitte gib die Adresse des Bildes an.' });
    const twice = await t.client().get('/api/image-proxy?url=a&url=b').expect(400);
    expect(twice.body.message).toBe('Bitte gib die Adresse des Bildes an.');
    const long = await t.client().get(proxied(`https://example.com/${'a'.repeat(2100)}.png`)).expect(400);
    expect(long.body.message).toBe('Die Bildadresse ist zu lang.');
  });

  it.each([
    ['an SVG image', '/image.svg'],
    ['an HTML page', '/page.html'],
    ['markup disguised as PNG', '/disguised.png'],
  ])('refuses %s', async (_what, path) => {
    const res = await t.client().get(proxied(images.url(path))).expect(502);
    expect(res.body).toEqual(NOT_AN_IMAGE);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each(['/huge.png', '/huge-declared.png'])('stops reading %s after 5 MB', async (path) => {
    const res = await t.client().get(proxied(images.url(path))).expect(502);
    expect(res.body).toEqual({ statusCode: 502, code: 'IMAGE_PROXY_TOO_LARGE', message: 'Das Bild ist zu groß (höchstens 5 MB).' });
  });

  it('answers 502 when the image host answers with an error', async () => {
    const res = await t.client().get(proxied(images.url('/fehlt.png'))).expect(502);
    expect(res.body).toEqual({ statusCode: 502, code: 'IMAGE_PROXY_UPSTREAM_FAILED', message: 'Das Bild konnte nicht geladen werden.' });
  });

  it('checks every redirect: one to a loopback address that is not allowed is refused', async () => {
    const res = await t.client().get(proxied(images.url('/redirect-away'))).expect(400);
    expect(res.body).toEqual(FORBIDDEN);
    expect(internal.hits).toEqual([]);
  });

  it('follows up to three redirects and refuses a fourth', async () => {
    const three = await t.client().get(proxied(images.url('/redirect/3'))).expect(200);
    expect(Buffer.compare(three.body as Buffer, PNG)).toBe(0);
    const four = await t.client().get(proxied(images.url('/redirect/4'))).expect(502);
    expect(four.body).toEqual({ statusCode: 502, code: 'IMAGE_PROXY_TOO_MANY_REDIRECTS', message: 'Das Bild wird zu oft weitergeleitet.' });
  });

  it.each([
    ['an upstream 404', () => images.url('/fehlt.png'), UPSTREAM_FAILED],
    ['a refused connection', () => `http://127.0.0.1:${refusingPort}/bild.png`, UPSTREAM_FAILED],
    ['an HTML page', () => images.url('/page.html'), NOT_AN_IMAGE],
    ['an image over 5 MB', () => images.url('/huge-declared.png'), { statusCode: 502, code: 'IMAGE_PROXY_TOO_LARGE', message: 'Das Bild ist zu groß (höchstens 5 MB).' }],
    ['too many redirects', () => images.url('/redirect/4'), { statusCode: 502, code: 'IMAGE_PROXY_TOO_MANY_REDIRECTS', message: 'Das Bild wird zu oft weitergeleitet.' }],
  ])('logs %s as a warning with its reason and without a stack trace, not as an error', async (_what, url, answer) => {
    const log = watchLog();
    try {
      const res = await t.client().get(proxied(url())).expect(answer.statusCode);
      expect(res.body).toEqual(answer);
      expect(log.errors()).toEqual([]);
      expect(log.warnings()).toEqual([expect.objectContaining({ url: url(), reason: expect.any(String) })]);
      expect(log.warnings().every(hasNoStack)).toBe(true);
    } finally {
      log.stop();
    }
  });

  it('is rate limited per client at 120 requests a minute', async () => {
    const client = t.client();
    const url = proxied('http://127.0.0.1/');
    for (let i = 0; i < 120; i += 1) await client.get(url).expect(400);
    const limited = await client.get(url).expect(429);
    expect(limited.body.message).toBe('Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.');
    await t.client().get(url).expect(400);
  });
});

describe('ImageProxyService (resolver and time limit injected)', () => {
  const images = new ImageServer();

  beforeAll(() => images.start());
  afterAll(() => images.stop());

  const expectAppError = async (work: Promise<unknown>, status: number, message: string) => {
    const error = await work.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status, message });
  };

  it.each([
    ['a loopback address', [{ address: '127.0.0.1', family: 4 }]],
    ['the metadata address', [{ address: '169.254.169.254', family: 4 }]],
    ['IPv6 loopback', [{ address: '::1', family: 6 }]],
    ['one private address among public ones', [{ address: '93.184.215.14', family: 4 }, { address: '10.0.0.7', family: 4 }]],
  ])('refuses a host name that resolves to %s', async (_what, addresses) => {
    const resolver: HostResolver = async () => addresses;
    const service = new ImageProxyService([], IMAGE_PROXY_LIMITS, resolver);
    await expectAppError(service.fetchImage('https://bilder.example.com/a.png'), 400, 'Diese Bildadresse ist nicht erlaubt.');
  });

  it('connects to the address it checked instead of resolving the name a second time (DNS rebinding)', async () => {
    let lookups = 0;
    const resolver: HostResolver = async () => {
      lookups += 1;
      if (lookups > 1) throw new Error('a second lookup would give the attacker a second answer');
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const service = new ImageProxyService([{ host: 'bilder.test', port: images.port }], IMAGE_PROXY_LIMITS, resolver);
    const image = await service.fetchImage(`http://bilder.test:${images.port}/pixel.png`);
    expect(image).toEqual({ contentType: 'image/png', body: PNG });
    expect(lookups).toBe(1);
    expect(images.hits).toContain(`bilder.test:${images.port}/pixel.png`);
  });

  let log: ReturnType<typeof watchLog>;
  beforeEach(() => (log = watchLog()));
  afterEach(() => log.stop());

  /** The one warning an expected failure leaves: its address and reason, no stack trace, no error. */
  const expectWarning = (url: string, reason: RegExp) => {
    expect(log.errors()).toEqual([]);
    expect(log.warnings()).toEqual([expect.objectContaining({ url, reason: expect.stringMatching(reason) })]);
    expect(log.warnings().every(hasNoStack)).toBe(true);
  };

  it('gives up on a slow image host when the time is up, with a warning', async () => {
    const service = new ImageProxyService([{ host: '127.0.0.1', port: images.port }], { ...IMAGE_PROXY_LIMITS, timeoutMs: 300 });
    const started = Date.now();
    await expectAppError(service.fetchImage(images.url('/slow.png')), 504, 'Das Bild konnte nicht rechtzeitig geladen werden.');
    expect(Date.now() - started).toBeLessThan(2_000);
    expectWarning(images.url('/slow.png'), /300 ms/);
  });

  it('gives up on a resolver that does not answer in time, with a warning', async () => {
    const hanging: HostResolver = () => new Promise(() => undefined);
    const service = new ImageProxyService([], { ...IMAGE_PROXY_LIMITS, timeoutMs: 200 }, hanging);
    await expectAppError(service.fetchImage('https://bilder.example.com/a.png'), 504, 'Das Bild konnte nicht rechtzeitig geladen werden.');
    expectWarning('https://bilder.example.com/a.png', /200 ms/);
  });

  it('answers 502 to a host name that does not resolve, with a warning', async () => {
    // what dns.lookup rejects with for an unknown name
    const unknown: HostResolver = async (hostname) => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', syscall: 'getaddrinfo', hostname });
    };
    const service = new ImageProxyService([], IMAGE_PROXY_LIMITS, unknown);
    await expectAppError(service.fetchImage('https://gibt-es-nicht.example.com/a.png'), 502, 'Das Bild konnte nicht geladen werden.');
    expectWarning('https://gibt-es-nicht.example.com/a.png', /ENOTFOUND/);
  });

  it('logs an unexpected failure as an error with its stack trace', async () => {
    const broken: HostResolver = async () => {
      throw new TypeError('a bug in the resolver');
    };
    const service = new ImageProxyService([], IMAGE_PROXY_LIMITS, broken);
    await expectAppError(service.fetchImage('https://bilder.example.com/a.png'), 502, 'Das Bild konnte nicht geladen werden.');
    expect(log.warnings()).toEqual([]);
    expect(log.errors()).toEqual([expect.objectContaining({ err: expect.any(TypeError), url: 'https://bilder.example.com/a.png' })]);
    expect((log.errors()[0].err as Error).stack).toContain('a bug in the resolver');
  });
});
