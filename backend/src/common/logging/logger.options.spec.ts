import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import pinoHttp from 'pino-http';
import { httpLoggerOptions, redactUrl } from './logger.options';

describe('request logging', () => {
  it('redacts activation and confirmation tokens in URLs', () => {
    expect(redactUrl('/api/verify-email/abc123?x=1')).toBe('/api/verify-email/[redacted]?x=1');
    expect(redactUrl('/api/confirm/tok-en_1')).toBe('/api/confirm/[redacted]');
    expect(redactUrl('/api/verify-email?token=abc&y=2')).toBe('/api/verify-email?token=[redacted]&y=2');
    expect(redactUrl('/payment-success?session_id=cs_123')).toBe('/payment-success?session_id=[redacted]');
    // the visitor's erase and download links, on the page and the API
    expect(redactUrl('/erase/eyJsZWFk.c2ln')).toBe('/erase/[redacted]');
    expect(redactUrl('/api/erase/eyJsZWFk.c2ln')).toBe('/api/erase/[redacted]');
    expect(redactUrl('/d/dl-token_1?x=1')).toBe('/d/[redacted]?x=1');
    expect(redactUrl('/API/Erase/eyJsZWFk.c2ln')).toBe('/API/Erase/[redacted]');
    // not the funnel's short codes, nor a path that merely contains the letter
    expect(redactUrl('/q/AB12CD34')).toBe('/q/AB12CD34');
    expect(redactUrl('/api/leads/d')).toBe('/api/leads/d');
    // the lead desk's search words are often a visitor's name or address
    expect(redactUrl('/api/leads?eventId=e1&q=erika%40example.com&limit=50')).toBe('/api/leads?eventId=e1&q=[redacted]&limit=50');
  });

  it('writes one line per request with method, redacted URL and status, and no body, cookie or header', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const options = httpLoggerOptions();
    // the options are silent under NODE_ENV=test; this test wants to see the line
    const middleware = pinoHttp({ ...options, level: 'info', logger: pino({ level: 'info' }, sink) });
    const server = createServer((req, res) => {
      middleware(req, res);
      req.resume();
      req.on('end', () => {
        res.statusCode = 400;
        res.end('{"message":"nein"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/api/verify-email/geheimer-token`, {
      method: 'POST',
      headers: { Cookie: 'fairleads.sid=s%3Asitzung', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'xsrf-wert' },
      body: JSON.stringify({ email: 'anna@example.com', password: 'geheim123' }),
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry.req).toEqual({ id: expect.anything(), method: 'POST', url: '/api/verify-email/[redacted]' });
    expect(entry.res).toEqual({ statusCode: 400 });
    expect(typeof entry.responseTime).toBe('number');
    for (const secret of ['geheimer-token', 'geheim123', 'anna@example.com', 'sitzung', 'xsrf-wert']) {
      expect(lines[0]).not.toContain(secret);
    }
  });
});
