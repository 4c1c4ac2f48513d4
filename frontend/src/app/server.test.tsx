import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPost } from '@/features/blog';
import { CONSENT_STORAGE_KEY } from '@/features/consent';
import { queryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/render';
import { renderSpaPage, spaPageFor, type SpaPageInput } from './server';
import { SPA_PAGE_DATA_ID } from './spa-page-data';
import { startApp } from './start';

const config: SpaPageInput['config'] = {
  demoBookingUrl: 'https://calendly.com/fairleads/demo-15-min',
  analyticsMeasurementId: null,
  retention: { backupDays: 28, deleteDays: 56 },
  operator: {
    name: 'Messe Digital GmbH',
    street: 'Hafenstraße 5',
    postalCode: '20457',
    city: 'Hamburg',
    country: 'Deutschland',
    email: 'kontakt@messe-digital.de',
    phone: '+49 40 123456',
    representative: 'Jana Berg',
    register: 'Amtsgericht Hamburg, HRB 12345',
    vatId: 'DE123456789',
  },
};

const post: BlogPost = {
  id: 'nachfassen',
  slug: 'nachfassen',
  title: 'Messekontakte in fünf Minuten nachfassen',
  date: '2026-10-01T00:00:00.000Z',
  excerpt: '<p>Schnell sein lohnt sich.</p>',
  content: '<p>Wer <strong>innerhalb von fünf Minuten</strong> nachfasst, gewinnt.</p>',
  featuredImage: null,
  featuredImageAlt: '',
  author: 'Jana Berg',
  seo: { title: '', description: '', canonical: '', ogImage: null },
};

const stats = { totalEvents: 40, totalLeads: 900, totalUsers: 12 };

/** A browser's IntersectionObserver (jsdom has none, like the server). */
class BrowserIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * What a browser gets: the server's HTML for `url`, then the app's start hydrating it in a
 * browser that has what the server lacks (a stored cookie choice, IntersectionObserver). A
 * hydration mismatch reaches React's onRecoverableError (it redraws the page) or the console.
 */
async function serveAndHydrate(url: string, data: Partial<SpaPageInput> = {}) {
  const page = spaPageFor(url);
  if (!page) throw new Error(`${url} is not a server-rendered page`);
  const rendered = await renderSpaPage({ url, origin: 'http://localhost:3000', page, user: null, config, stats, ...data });
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: false, marketing: false }));
  vi.stubGlobal('IntersectionObserver', BrowserIntersectionObserver);
  const consoleErrors = vi.spyOn(console, 'error');
  window.history.replaceState(null, '', url);
  document.body.innerHTML =
    `<div id="root">${rendered.body}</div>` +
    `<script type="application/json" id="${SPA_PAGE_DATA_ID}">${JSON.stringify(rendered.data)}</script>`;
  queryClient.clear();
  const recovered = vi.fn();
  await act(() => startApp(document.getElementById('root')!, { onRecoverableError: recovered }));
  // hydration runs as a transition, in slices: let it finish
  await act(() => new Promise((done) => setTimeout(done, 100)));
  const hydrationErrors = consoleErrors.mock.calls.filter((args) => /hydrat/i.test(args.map(String).join(' ')));
  return { rendered, mismatches: [...recovered.mock.calls, ...hydrationErrors] };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/public/stats' ? jsonResponse(stats) : jsonResponse({ statusCode: 404, message: 'Artikel nicht gefunden' }, 404))),
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('which addresses the server renders', () => {
  it('knows the landing, legal and blog pages, with the page number and slug', () => {
    expect(spaPageFor('/')).toEqual({ kind: 'landing' });
    expect(spaPageFor('/?verification=success&email=a%40b.de')).toEqual({ kind: 'landing' });
    expect(spaPageFor('/impressum')).toEqual({ kind: 'imprint' });
    expect(spaPageFor('/datenschutz')).toEqual({ kind: 'privacy' });
    expect(spaPageFor('/blog?page=3')).toEqual({ kind: 'blog-list', page: 3 });
    expect(spaPageFor('/blog?page=drei')).toEqual({ kind: 'blog-list', page: 1 });
    expect(spaPageFor('/blog/nachfassen')).toEqual({ kind: 'blog-post', slug: 'nachfassen' });
  });

  it('leaves the organiser and admin screens to the browser', () => {
    expect(spaPageFor('/events')).toBeNull();
    expect(spaPageFor('/admin')).toBeNull();
    expect(spaPageFor('/Blog')).toBeNull();
    expect(spaPageFor('/blog/a/b')).toBeNull();
  });
});

describe('server-rendered pages hydrate into the SPA', () => {
  it('the landing page: its content is in the HTML, hydration redraws nothing and the buttons work', async () => {
    const { rendered, mismatches } = await serveAndHydrate('/');
    expect(rendered.head).toContain('<title>FairLeads</title>');
    expect(rendered.body).toContain('id="pricing"');
    // the counters show the server's numbers (x 2.5) once they are visible, never a made-up value
    expect(rendered.body).not.toContain('undefined');
    expect(mismatches).toEqual([]);

    // the stored cookie choice is known in the browser only: the server sends no modal that the
    // browser would have to take back (React leaves such an orphan in the page)
    expect(document.querySelector('dialog')).toBeNull();

    await userEvent.click(screen.getAllByRole('button', { name: 'Login' })[0]);
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    // the whole landing page rendered twice and hydrated: seconds of CPU on a busy CI machine
  }, 20_000);

  it('the legal notice names the operator and hydrates without a redraw', async () => {
    const { rendered, mismatches } = await serveAndHydrate('/impressum');
    expect(rendered.head).toContain('<title>Impressum | FairLeads</title>');
    expect(rendered.body).toContain('Messe Digital GmbH');
    expect(mismatches).toEqual([]);
  });

  it('an article: content, head tags for search engines, no request for what the page already has', async () => {
    const { rendered, mismatches } = await serveAndHydrate('/blog/nachfassen', { blogPost: { ok: true, value: post } });
    expect(rendered.body).toContain('<strong>innerhalb von fünf Minuten</strong>');
    expect(rendered.head).toContain('<title>Messekontakte in fünf Minuten nachfassen | FairLeads</title>');
    expect(rendered.head).toContain('<link rel="canonical" href="http://localhost:3000/blog/nachfassen" data-blog-seo=""/>');
    expect(rendered.head).toContain('"@type":"Article"');
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).not.toContain('/api/blog/nachfassen');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).not.toContain('/api/auth/me');
  });

  it('an unknown article: its error view is in the HTML and stays after hydration', async () => {
    const { rendered, mismatches } = await serveAndHydrate('/blog/gibt-es-nicht', { blogPost: { ok: false } });
    expect(rendered.body).toContain('Artikel nicht gefunden');
    expect(mismatches).toEqual([]);
    await waitFor(() => expect(screen.getByText('Artikel nicht gefunden')).toBeInTheDocument());
  });

  it('the same data renders the same bytes, so a returning reader revalidates the page (304)', async () => {
    const input = { url: '/blog/nachfassen', origin: 'http://localhost:3000', page: spaPageFor('/blog/nachfassen')!, user: null, config, stats };
    vi.useFakeTimers({ now: new Date('2026-11-24T09:00:00Z') });
    try {
      const first = await renderSpaPage({ ...input, blogPost: { ok: true, value: post } });
      vi.setSystemTime(new Date('2026-11-24T09:05:00Z'));
      const again = await renderSpaPage({ ...input, blogPost: { ok: true, value: post } });
      expect(JSON.stringify(again)).toBe(JSON.stringify(first));
    } finally {
      vi.useRealTimers();
    }
  });

  it('the blog list shows the articles of the requested page', async () => {
    const { rendered, mismatches } = await serveAndHydrate('/blog?page=2', {
      blogList: { ok: true, value: { posts: [post], pagination: { currentPage: 2, totalPages: 2, total: 11 } } },
    });
    expect(rendered.head).toContain('<title>Blog | FairLeads</title>');
    expect(rendered.body).toContain('Messekontakte in fünf Minuten nachfassen');
    expect(rendered.body).toContain('Seite 2 von 2');
    expect(mismatches).toEqual([]);
  });
});
