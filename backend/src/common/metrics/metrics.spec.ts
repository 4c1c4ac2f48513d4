import type { IncomingMessage } from 'node:http';
import { nameRoute, routeTemplateOf } from './http-metrics';
import { Metrics } from './metrics';

describe('Metrics', () => {
  it('labels requests by route template and status class, and methods Node knows beyond the usual as one value', async () => {
    const metrics = new Metrics();
    metrics.httpRequest('GET', '/api/events/:id', 200, 0.02);
    metrics.httpRequest('GET', '/api/events/:id', 503, 0.3);
    metrics.httpRequest('PROPFIND', 'unmatched', 404, 0.001);
    const { body } = await metrics.exposition();
    expect(body).toContain('fairleads_http_request_duration_seconds_count{method="GET",route="/api/events/:id",status_class="2xx"} 1');
    expect(body).toContain('fairleads_http_request_duration_seconds_count{method="GET",route="/api/events/:id",status_class="5xx"} 1');
    expect(body).toContain('fairleads_http_request_duration_seconds_count{method="OTHER",route="unmatched",status_class="4xx"} 1');
  });

  it('starts the known counters at 0, so the first increase after a start is seen', async () => {
    const { body } = await new Metrics().exposition();
    expect(body).toContain('fairleads_submits_total{result="accepted"} 0');
    expect(body).toContain('fairleads_mails_total{result="failed"} 0');
    expect(body).toContain('fairleads_jobs_total{queue="export",result="failed"} 0');
  });

  it('answers the scrape without a gauge whose read fails, and with it again once the read works', async () => {
    const metrics = new Metrics();
    let down = true;
    metrics.gaugeAtScrape('fairleads_test_outbox', 'test', ['queue'], async () => {
      if (down) throw new Error('database away');
      return [{ labels: { queue: 'mail' }, value: 3 }];
    });
    const first = (await metrics.exposition()).body;
    expect(first).not.toContain('fairleads_test_outbox{');
    expect(first).toContain('fairleads_submits_total');
    down = false;
    expect((await metrics.exposition()).body).toContain('fairleads_test_outbox{queue="mail"} 3');
  });
});

describe('routeTemplateOf', () => {
  const request = (fields: object) => fields as IncomingMessage;

  it('takes the matched route, the visitor pages without the router’s internal prefix, and unmatched otherwise', () => {
    expect(routeTemplateOf(request({ route: { path: '/api/events/:id/leads' }, baseUrl: '' }))).toBe('/api/events/:id/leads');
    expect(routeTemplateOf(request({ route: { path: '/_visitor/form/:slug' }, baseUrl: '' }))).toBe('/form/:slug');
    expect(routeTemplateOf(request({}))).toBe('unmatched');
    // the request log's middleware route, which every path passes
    expect(routeTemplateOf(request({ route: { path: '/api/{*path}' } }))).toBe('unmatched');
  });

  it('takes the name given by what answered before the framework', () => {
    const req = request({});
    nameRoute(req, '/api/leads');
    expect(routeTemplateOf(req)).toBe('/api/leads');
  });
});
