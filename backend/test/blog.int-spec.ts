import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../src/common/errors/app-error';
import { WordPressBlogSource } from '../src/modules/blog/services/wordpress-blog-source.service';
import { createTestApp, TestApp } from './support/test-app';

const FIXTURES = join(__dirname, 'fixtures', 'wordpress');
const recordedPosts: Array<{ id: number; slug: string }> = JSON.parse(readFileSync(join(FIXTURES, 'posts.json'), 'utf8'));
const invalidPage = readFileSync(join(FIXTURES, 'error-invalid-page-number.json'), 'utf8');

/**
 * WordPress's posts route as the REST API answers it: the recorded posts, paginated with
 * X-WP-Total and X-WP-TotalPages, filtered by slug, and the 400 rest_post_invalid_page_number
 * for a page past the end. `down` makes it answer 500 like a broken site.
 */
class FakeWordPress {
  private server?: Server;
  readonly hits: string[] = [];
  down = false;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/wp-json`;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  hitsFor(fragment: string): number {
    return this.hits.filter((hit) => hit.includes(fragment)).length;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    this.hits.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://wordpress');
    const json = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
      res.end(body);
    };
    if (this.down) return json(500, '{"code":"internal_server_error","message":"Es gab einen kritischen Fehler auf deiner Website."}');
    if (url.pathname !== '/wp-json/wp/v2/posts') return json(404, '{"code":"rest_no_route"}');
    const slug = url.searchParams.get('slug');
    const posts = slug === null ? recordedPosts : recordedPosts.filter((post) => post.slug === slug);
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const page = Number(url.searchParams.get('page') ?? 1);
    const totalPages = Math.ceil(posts.length / perPage);
    if (page > 1 && page > totalPages) return json(400, invalidPage);
    const slice = posts.slice((page - 1) * perPage, page * perPage);
    const fields = url.searchParams.get('_fields');
    const body = fields === 'id' ? slice.map(({ id }) => ({ id })) : slice;
    json(200, JSON.stringify(body), { 'X-WP-Total': String(posts.length), 'X-WP-TotalPages': String(totalPages) });
  }
}

describe('blog from WordPress (BLOG_WORDPRESS_URL)', () => {
  const wordpress = new FakeWordPress();
  let t: TestApp;

  beforeAll(async () => {
    await wordpress.start();
    t = await createTestApp({ env: { BLOG_WORDPRESS_URL: wordpress.url, BLOG_CONTENT_DIR: undefined } });
  });
  afterAll(async () => {
    await t?.close();
    await wordpress.stop();
  });

  it('lists the posts in the blog shape with the totals from X-WP-Total and X-WP-TotalPages', async () => {
    const res = await t.client().get('/api/blog?page=1&per_page=2').expect(200);
    expect(res.body.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 3 });
    expect(res.body.posts.map((post: { slug: string }) => post.slug)).toEqual(['messe-tipps-fuer-aussteller', 'dsgvo-und-leads']);
    expect(res.body.posts[0]).toEqual({
      id: '412',
      slug: 'messe-tipps-fuer-aussteller',
      title: 'Messe-Tipps – so klappt’s mit den Leads',
      date: '2026-10-02T08:15:00.000Z',
      excerpt: '<p>Ein guter Messeauftritt beginnt lange vor der Messe … <img src="x" loading="lazy" decoding="async" /></p>',
      content: expect.stringContaining('<h2>Vorbereitung</h2>'),
      // through the image proxy: a reader's browser never asks the blog's host
      featuredImage: `/api/image-proxy?url=${encodeURIComponent('https://blog.example.com/wp-content/uploads/2026/10/stand.jpg')}`,
      featuredImageAlt: 'Messestand mit Besuchern',
      author: 'Jana Beispiel',
      seo: {
        title: 'Messe-Tipps für Aussteller – Beispiel-Blog',
        description: 'Wie du deinen Messeauftritt planst und mehr Leads sammelst.',
        canonical: 'https://blog.example.com/messe-tipps-fuer-aussteller/',
        ogImage: 'https://blog.example.com/wp-content/uploads/2026/10/stand-og.jpg',
      },
    });
    expect(res.body.posts[1].seo).toEqual({
      title: 'DSGVO & Leads',
      description: 'Einwilligungen müssen nachweisbar sein – so gelingt es am Messestand ohne Mehraufwand für dein Team und ohne Papierlisten, die niemand mehr findet.',
      canonical: 'http://localhost:3999/blog/dsgvo-und-leads',
      ogImage: null,
    });

    const second = await t.client().get('/api/blog?page=2&per_page=2').expect(200);
    expect(second.body.pagination).toEqual({ currentPage: 2, totalPages: 2, total: 3 });
    expect(second.body.posts.map((post: { slug: string }) => post.slug)).toEqual(['qr-codes-drucken']);
  });

  it('defaults to page 1 with 10 posts per page', async () => {
    const res = await t.client().get('/api/blog').expect(200);
    expect(res.body.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 3 });
    expect(res.body.posts).toHaveLength(3);
    expect(wordpress.hits).toContain('/wp-json/wp/v2/posts?_embed&page=1&per_page=10');
  });

  it('answers a page past the end with an empty page instead of an error', async () => {
    const res = await t.client().get('/api/blog?page=7&per_page=2').expect(200);
    expect(res.body).toEqual({ posts: [], pagination: { currentPage: 7, totalPages: 2, total: 3 } });
  });

  it('never lets scripts, event handlers or javascript: links through', async () => {
    const res = await t.client().get('/api/blog/messe-tipps-fuer-aussteller').expect(200);
    const html = `${res.body.content}${res.body.excerpt}`;
    for (const hostile of ['<script', 'document.cookie', 'onerror', 'onmouseover', 'javascript:', '<iframe', 'evil.example', 'style=']) {
      expect(html).not.toContain(hostile);
    }
    // what the article needs stays: the lazy-loaded image (now natively lazy, through the proxy),
    // its caption, links that open safely
    expect(res.body.content).toContain(`src="/api/image-proxy?url=${encodeURIComponent('https://blog.example.com/wp-content/uploads/2026/10/stand-1024x576.jpg')}"`);
    expect(res.body.content).toContain('class="wp-image-415"');
    expect(res.body.content).not.toContain('data-lazy-src');
    expect(res.body.content).toContain('<figcaption>Unser Stand in Halle 3</figcaption>');
    expect(res.body.content).toContain('<a href="https://blog.example.com/checkliste/" target="_blank" rel="noopener noreferrer">Checkliste</a>');
    expect(res.body.content).toContain('<p>Viel Erfolg!</p>');
  });

  it('answers one post by slug and 404 Artikel nicht gefunden for an unknown one', async () => {
    const res = await t.client().get('/api/blog/dsgvo-und-leads').expect(200);
    expect(res.body).toMatchObject({ id: '398', title: 'DSGVO & Leads', author: 'Ole Muster', featuredImage: null });

    const unknown = await t.client().get('/api/blog/gibt-es-nicht').expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, code: 'BLOG_POST_NOT_FOUND', message: 'Artikel nicht gefunden' });
    const hostile = await t.client().get(`/api/blog/${encodeURIComponent('../../etc/passwd')}`).expect(404);
    expect(hostile.body.message).toBe('Artikel nicht gefunden');
    expect(wordpress.hits.some((hit) => hit.includes('passwd'))).toBe(false);
  });

  it('asks WordPress once per URL within a minute', async () => {
    const before = wordpress.hitsFor('slug=qr-codes-drucken');
    const answers = await Promise.all([1, 2, 3].map(() => t.client().get('/api/blog/qr-codes-drucken')));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    await t.client().get('/api/blog/qr-codes-drucken').expect(200);
    expect(wordpress.hitsFor('slug=qr-codes-drucken') - before).toBe(1);
  });

  it('answers 502 with a German message when WordPress is down and nothing is cached', async () => {
    wordpress.down = true;
    try {
      const list = await t.client().get('/api/blog?page=1&per_page=3').expect(502);
      expect(list.body).toEqual({ statusCode: 502, code: 'BLOG_SOURCE_UNAVAILABLE', message: 'Blog-Posts konnten nicht geladen werden' });
      await t.client().get('/api/blog/noch-nicht-geladen').expect(502);
      // what was cached a moment ago is still served
      await t.client().get('/api/blog/dsgvo-und-leads').expect(200);
    } finally {
      wordpress.down = false;
    }
  });

  it.each([
    ['page=0', 'Die Seitenzahl muss eine ganze Zahl ab 1 sein.'],
    ['page=abc', 'Die Seitenzahl muss eine ganze Zahl ab 1 sein.'],
    ['page=1.5', 'Die Seitenzahl muss eine ganze Zahl ab 1 sein.'],
    ['page=-2', 'Die Seitenzahl muss eine ganze Zahl ab 1 sein.'],
    ['per_page=0', 'Die Anzahl der Artikel pro Seite muss eine ganze Zahl zwischen 1 und 50 sein.'],
    ['per_page=51', 'Die Anzahl der Artikel pro Seite muss eine ganze Zahl zwischen 1 und 50 sein.'],
    ['per_page=zehn', 'Die Anzahl der Artikel pro Seite muss eine ganze Zahl zwischen 1 und 50 sein.'],
  ])('refuses %s with 400 and a German message', async (query, message) => {
    const res = await t.client().get(`/api/blog?${query}`).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
  });
});

describe('WordPress answers kept in memory', () => {
  const wordpress = new FakeWordPress();
  let clock = 0;
  let source: WordPressBlogSource;

  beforeAll(async () => {
    await wordpress.start();
    source = new WordPressBlogSource(wordpress.url, 'https://leads.example.com', { ttlMs: 60_000, now: () => clock });
  });
  afterAll(() => wordpress.stop());

  it('asks again after the minute and serves the last answer while WordPress fails (stale-if-error)', async () => {
    await source.list(1, 10);
    clock += 59_000;
    await source.list(1, 10);
    expect(wordpress.hitsFor('page=1&per_page=10')).toBe(1);

    clock += 2_000;
    await source.list(1, 10);
    expect(wordpress.hitsFor('page=1&per_page=10')).toBe(2);

    wordpress.down = true;
    clock += 120_000;
    const stale = await source.list(1, 10);
    expect(stale.posts.map((post) => post.slug)).toEqual(['messe-tipps-fuer-aussteller', 'dsgvo-und-leads', 'qr-codes-drucken']);
    expect(wordpress.hitsFor('page=1&per_page=10')).toBe(3);

    await expect(source.list(2, 1)).rejects.toMatchObject(new AppError(502, 'BLOG_SOURCE_UNAVAILABLE', 'Blog-Posts konnten nicht geladen werden'));
    wordpress.down = false;
  });

  it('gives up on a WordPress that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const slow = new WordPressBlogSource(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/wp-json`, 'https://leads.example.com', { timeoutMs: 200 });
    const started = Date.now();
    await expect(slow.get('irgendwas')).rejects.toMatchObject({ status: 502 });
    expect(Date.now() - started).toBeLessThan(2_000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('blog from the local Markdown articles (no BLOG_WORDPRESS_URL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { BLOG_WORDPRESS_URL: undefined, BLOG_CONTENT_DIR: undefined } });
  });
  afterAll(() => t?.close());

  const ARTICLES = ['messekontakte-in-5-minuten-nachfassen', 'double-opt-in-auf-der-messe', 'qr-codes-am-messestand'];

  it('lists the three articles newest first', async () => {
    const res = await t.client().get('/api/blog').expect(200);
    expect(res.body.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 3 });
    expect(res.body.posts.map((post: { slug: string }) => post.slug)).toEqual(ARTICLES);
    const dates = res.body.posts.map((post: { date: string }) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of res.body.posts) {
      expect(post).toEqual({
        id: post.slug,
        slug: post.slug,
        title: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        excerpt: expect.stringMatching(/^<p>.+<\/p>$/),
        content: expect.stringContaining('<h2>'),
        featuredImage: expect.stringMatching(/^\/blog\/[a-z-]+\.svg$/),
        featuredImageAlt: expect.any(String),
        author: 'Team FairLeads',
        seo: {
          title: expect.stringContaining('FairLeads'),
          description: expect.any(String),
          canonical: `http://localhost:3999/blog/${post.slug}`,
          ogImage: null,
        },
      });
    }
  });

  it('has articles of 500 to 900 words with headings and lists', async () => {
    for (const slug of ARTICLES) {
      const { body } = await t.client().get(`/api/blog/${slug}`).expect(200);
      const words = body.content.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(500);
      expect(words).toBeLessThanOrEqual(900);
      expect(body.content).toMatch(/<(ul|ol)>/);
    }
  });

  it('paginates like WordPress does', async () => {
    const first = await t.client().get('/api/blog?page=1&per_page=2').expect(200);
    expect(first.body.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 3 });
    expect(first.body.posts.map((post: { slug: string }) => post.slug)).toEqual(ARTICLES.slice(0, 2));
    const second = await t.client().get('/api/blog?page=2&per_page=2').expect(200);
    expect(second.body).toMatchObject({ pagination: { currentPage: 2, totalPages: 2, total: 3 } });
    expect(second.body.posts.map((post: { slug: string }) => post.slug)).toEqual(ARTICLES.slice(2));
    const past = await t.client().get('/api/blog?page=3&per_page=2').expect(200);
    expect(past.body).toEqual({ posts: [], pagination: { currentPage: 3, totalPages: 2, total: 3 } });
  });

  it('answers one article by slug, and 404 for an unknown one', async () => {
    const res = await t.client().get('/api/blog/double-opt-in-auf-der-messe').expect(200);
    expect(res.body).toMatchObject({
      title: 'Double Opt-in auf der Messe: DSGVO-konform Leads sammeln',
      date: '2026-09-15T08:00:00.000Z',
      featuredImage: '/blog/double-opt-in.svg',
      seo: { canonical: 'http://localhost:3999/blog/double-opt-in-auf-der-messe' },
    });
    expect(res.body.content).toContain('<h2>Was bedeutet Double Opt-in?</h2>');
    const unknown = await t.client().get('/api/blog/gibt-es-nicht').expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, code: 'BLOG_POST_NOT_FOUND', message: 'Artikel nicht gefunden' });
  });
});

describe('local articles from BLOG_CONTENT_DIR', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fairleads-blog-'));
    writeFileSync(
      join(dir, 'neu.md'),
      '---\ntitle: "Neu &amp; <b>frisch</b>"\ndate: 2026-11-01\nfeaturedImage: https://cdn.example.com/neu.png\n---\n' +
        'Erster Absatz mit [Link](javascript:alert(1)).\n\n<script>alert(1)</script>\n\n<img src="https://cdn.example.com/a.png" onerror="alert(2)">\n\n## Zweiter Teil\n',
    );
    writeFileSync(join(dir, 'alt.md'), '---\ntitle: Alt\nslug: alter-artikel\ndate: 2025-01-01\nexcerpt: Kurz & knapp <gesagt>\n---\nText\n');
    writeFileSync(join(dir, 'kaputt.md'), 'kein front matter\n');
    writeFileSync(join(dir, 'notiz.txt'), 'keine Markdown-Datei');
    t = await createTestApp({ env: { BLOG_WORDPRESS_URL: undefined, BLOG_CONTENT_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the directory, leaves out broken files and sanitises the rendered Markdown', async () => {
    const res = await t.client().get('/api/blog').expect(200);
    expect(res.body.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 2 });
    const [neu, alt] = res.body.posts;
    expect(neu.slug).toBe('neu');
    expect(neu.title).toBe('Neu & frisch');
    expect(neu.content).not.toMatch(/script|onerror|javascript:/);
    expect(neu.content).toContain(`<img src="/api/image-proxy?url=${encodeURIComponent('https://cdn.example.com/a.png')}" loading="lazy" decoding="async" />`);
    expect(neu.excerpt).toBe('<p>Erster Absatz mit <a>Link</a>.</p>');
    expect(neu.seo.ogImage).toBe('https://cdn.example.com/neu.png');
    expect(alt).toMatchObject({ slug: 'alter-artikel', excerpt: '<p>Kurz &amp; knapp &lt;gesagt&gt;</p>', featuredImage: null });
  });
});
