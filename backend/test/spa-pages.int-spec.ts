import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { registerAndVerify } from './support/accounts';
import { apiWithSmtpSink } from './support/test-app';

const SPA_FIXTURE = resolve(__dirname, 'fixtures', 'spa');

/** The query cache the page was rendered from, as the server embedded it for hydration. */
function pageData(html: string): { queries: { queries: { queryKey: unknown[]; state: { status: string; data?: unknown } }[] } } {
  const match = /<script type="application\/json" id="fl-spa">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no page data');
  return JSON.parse(match[1]);
}

const cached = (html: string, key: unknown[]) => pageData(html).queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key));

const blogDir = mkdtempSync(join(tmpdir(), 'fairleads-ssr-blog-'));
writeFileSync(
  join(blogDir, 'messe-leads.md'),
  '---\ntitle: "Messe-Leads in fünf Minuten nachfassen"\ndate: 2026-10-01\nexcerpt: Schnell sein lohnt sich.\n---\n' +
    'Wer **innerhalb von fünf Minuten** nachfasst, gewinnt.\n\n<img src="https://cdn.example.com/stand.jpg" alt="Stand">\n',
);

describe('landing, legal and blog pages rendered on the server (issue 13 part 8)', () => {
  const suite = apiWithSmtpSink({
    spaDir: SPA_FIXTURE,
    env: { BLOG_WORDPRESS_URL: undefined, BLOG_CONTENT_DIR: blogDir, OPERATOR_NAME: 'Messe Digital GmbH' },
  });
  afterAll(() => rmSync(blogDir, { recursive: true, force: true }));

  it('sends the landing page with its content, title and the data it was rendered from, without a cookie', async () => {
    const res = await suite.t.client().get('/').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toMatch(/<div id="root"><div class="page landing">/);
    expect(res.text).toContain('id="pricing"');
    expect(res.text).toContain('Häufige Fragen');
    expect(res.text).toMatch(/<title>FairLeads<\/title>/);
    // the template's own title is replaced, not doubled
    expect(res.text).not.toContain('Test-SPA');
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    // rendered as a visitor: the browser asks nobody who is signed in
    expect(cached(res.text, ['/api/auth/me'])?.state.data).toBeNull();
    expect(cached(res.text, ['/api/public/stats'])?.state.data).toEqual(
      expect.objectContaining({ totalEvents: expect.any(Number), totalLeads: expect.any(Number) }),
    );
  });

  it('sends the legal notice with the operator of this installation', async () => {
    const res = await suite.t.client().get('/impressum').expect(200);
    expect(res.text).toContain('<title>Impressum | FairLeads</title>');
    expect(res.text).toContain('Messe Digital GmbH');
    const privacy = await suite.t.client().get('/datenschutz').expect(200);
    expect(privacy.text).toContain('<title>Datenschutzerklärung | FairLeads</title>');
    expect(privacy.text).toContain('Messe Digital GmbH');
  });

  it('sends the blog list and an article with its content and its search-engine tags', async () => {
    const list = await suite.t.client().get('/blog').expect(200);
    expect(list.text).toContain('Messe-Leads in fünf Minuten nachfassen');
    expect(list.text).toContain('href="/blog/messe-leads"');

    const article = await suite.t.client().get('/blog/messe-leads').expect(200);
    expect(article.text).toContain('<title>Messe-Leads in fünf Minuten nachfassen</title>');
    expect(article.text).toContain(`<img src="/api/image-proxy?url=${encodeURIComponent('https://cdn.example.com/stand.jpg')}"`);
    expect(article.text).toContain('<strong>innerhalb von fünf Minuten</strong>');
    expect(article.text).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/blog\/messe-leads" data-blog-seo=""\/>/);
    expect(article.text).toContain('<script type="application/ld+json" data-blog-seo="">');
    expect(article.text.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('answers an unknown article with 404 and its error view', async () => {
    const res = await suite.t.client().get('/blog/gibt-es-nicht').expect(404);
    expect(res.text).toContain('Artikel nicht gefunden');
    expect(cached(res.text, ['/api/blog', 'post', 'gibt-es-nicht'])?.state.status).toBe('error');
  });

  it('renders a signed-in organiser their own navigation and keeps the page out of every cache', async () => {
    const organiser = suite.t.client();
    const account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    const res = await organiser.get('/blog').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cached(res.text, ['/api/auth/me'])?.state.data).toEqual(expect.objectContaining({ email: account.email }));
    expect(res.text).toContain('href="/events"');
  });

  it('leaves the organiser screens to the browser: they get the bare index.html', async () => {
    const res = await suite.t.client().get('/events').expect(200);
    expect(res.text).toContain('<title>FairLeads (Test-SPA)</title>');
    expect(res.text).not.toContain('id="fl-spa"');
  });
});
