import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { makeList, makePost } from '../test-fixtures';
import { BlogListPage } from './blog-list-page';

type Handler = (url: URL) => Response;

function stubApi(blog: Handler, stats: () => Response = () => jsonResponse({ totalEvents: 10, totalLeads: 401, totalUsers: 3 })) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/blog') return blog(url);
      if (url.pathname === '/api/public/stats') return stats();
      return jsonResponse({ message: 'Nicht gefunden', statusCode: 404 }, 404);
    }),
  );
  return calls;
}

function renderList(route = '/blog') {
  return renderWithProviders(
    <Routes>
      <Route path="/blog" element={<BlogListPage />} />
    </Routes>,
    { route },
  );
}

const pager = () => screen.getByRole('navigation', { name: 'Blog-Seiten' });

describe('blog list page', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('shows the cards of page 1 with date, title, excerpt and a read-more link', async () => {
    const calls = stubApi(() =>
      jsonResponse({
        posts: [
          makePost(1, {
            title: 'Leads nach der Messe',
            date: '2026-03-05T08:00:00.000Z',
            excerpt: '<p>Die ersten <strong>5 Minuten</strong> zählen.</p>',
            featuredImage: `/api/image-proxy?url=${encodeURIComponent('https://cdn.example.com/stand.jpg')}`,
            featuredImageAlt: 'Ein Messestand',
          }),
          makePost(2),
        ],
        pagination: { currentPage: 1, totalPages: 1, total: 2 },
      }),
    );
    renderList();
    const list = await screen.findByRole('list', { name: 'Blog-Artikel' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0];
    expect(within(first).getByRole('heading', { name: 'Leads nach der Messe' })).toBeInTheDocument();
    expect(within(first).getByText('05.03.2026')).toBeInTheDocument();
    expect(within(first).getByText('5 Minuten').tagName).toBe('STRONG');
    expect(within(first).getByRole('link', { name: 'Weiterlesen: Leads nach der Messe' })).toHaveAttribute(
      'href',
      '/blog/artikel-1',
    );
    const image = first.querySelector('img')!;
    expect(image).toHaveAttribute('src', `/api/image-proxy?url=${encodeURIComponent('https://cdn.example.com/stand.jpg')}`);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(calls).toContain('/api/blog?page=1&per_page=10');
    expect(screen.getByText('Seite 1 von 1 (2 Artikel gesamt)')).toBeInTheDocument();
    expect(document.title).toBe('Blog | FairLeads');
  });

  it('hides a featured image that fails to load', async () => {
    stubApi(() => jsonResponse({ posts: [makePost(1, { featuredImage: 'https://cdn.example.com/weg.jpg' })], pagination: { currentPage: 1, totalPages: 1, total: 1 } }));
    renderList();
    const card = await screen.findByRole('article');
    fireEvent.error(card.querySelector('img')!);
    expect(card.querySelector('img')).toBeNull();
  });

  it('paginates: page 1 disables previous, the window, then the last page disables next', async () => {
    const calls = stubApi((url) => {
      const page = Number(url.searchParams.get('page'));
      return jsonResponse(makeList(page, 8, 75, page === 8 ? 5 : 10));
    });
    renderList();
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Seite 1 von 8 (75 Artikel gesamt)')).toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager()).getByRole('link', { name: 'Erste Seite' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager()).getByRole('link', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
    const pageLinks = () =>
      within(pager())
        .getAllByRole('link', { name: /^Seite \d+$/ })
        .map((a) => a.textContent);
    expect(pageLinks()).toEqual(['1', '2', '3', '8']);
    expect(within(pager()).getAllByText('…')).toHaveLength(1);

    await userEvent.click(within(pager()).getByRole('link', { name: 'Seite 3' }));
    expect(await screen.findByText('Seite 3 von 8 (75 Artikel gesamt)')).toBeInTheDocument();
    expect(pageLinks()).toEqual(['1', '2', '3', '4', '5', '8']);
    expect(within(pager()).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('href', '/blog?page=2');
    expect(calls).toContain('/api/blog?page=3&per_page=10');

    await userEvent.click(within(pager()).getByRole('link', { name: 'Letzte Seite' }));
    expect(await screen.findByText('Seite 8 von 8 (75 Artikel gesamt)')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(within(pager()).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager()).getByRole('link', { name: 'Nächste Seite' })).not.toHaveAttribute('href');
    expect(within(pager()).getByRole('link', { name: 'Vorherige Seite' })).not.toHaveAttribute('aria-disabled');
    expect(pageLinks()).toEqual(['1', '6', '7', '8']);
  });

  it('reads ?page and treats an invalid one as page 1', async () => {
    const calls = stubApi((url) => jsonResponse(makeList(Number(url.searchParams.get('page')), 3, 23, 3)));
    renderList('/blog?page=abc');
    await screen.findByText('Seite 1 von 3 (23 Artikel gesamt)');
    expect(calls).toContain('/api/blog?page=1&per_page=10');
  });

  it('shows the empty state', async () => {
    stubApi(() => jsonResponse({ posts: [], pagination: { currentPage: 1, totalPages: 0, total: 0 } }));
    renderList();
    expect(await screen.findByRole('heading', { name: 'Keine Blog-Posts gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Es sind noch keine Artikel verfügbar.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Blog-Seiten' })).toBeNull();
  });

  it('shows the error state and loads again on request', async () => {
    let fail = true;
    stubApi(() => (fail ? jsonResponse({ message: 'Fehler', statusCode: 502 }, 502) : jsonResponse(makeList(1, 1, 1, 1))));
    renderList();
    expect(await screen.findByRole('heading', { name: 'Blog-Posts konnten nicht geladen werden' })).toBeInTheDocument();
    expect(screen.getByText('Bitte versuche es später noch einmal.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Messetipp Nummer 1' })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    stubApi(() => jsonResponse(makeList(1, 1, 1, 1)));
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Blog-Posts werden geladen...');
    await screen.findByRole('article');
  });

  it('shows the statistics x2.5 rounded down in the call to action, with links home', async () => {
    stubApi(() => jsonResponse(makeList(1, 1, 1, 1)));
    renderList();
    const cta = (await screen.findByRole('heading', { name: 'Mehr Leads von deiner nächsten Messe' })).closest('section')!;
    expect(await within(cta).findByText('1.002')).toBeInTheDocument(); // floor(401 * 2.5)
    expect(within(cta).getByText('25')).toBeInTheDocument();
    expect(within(cta).getByText('7')).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Kostenlos starten' })).toHaveAttribute('href', '/');
    expect(within(cta).getByRole('link', { name: 'So funktioniert es' })).toHaveAttribute('href', '/#solution');
  });

  it('falls back to 247 / 1834 / 89 (x 2.5, as on the landing page) when the statistics cannot be loaded', async () => {
    stubApi(
      () => jsonResponse(makeList(1, 1, 1, 1)),
      () => jsonResponse({ message: 'kaputt', statusCode: 500 }, 500),
    );
    renderList();
    const cta = (await screen.findByRole('heading', { name: 'Mehr Leads von deiner nächsten Messe' })).closest('section')!;
    expect(await within(cta).findByText('617')).toBeInTheDocument();
    expect(within(cta).getByText('4.585')).toBeInTheDocument();
    expect(within(cta).getByText('222')).toBeInTheDocument();
  });
});
