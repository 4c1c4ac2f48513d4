import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CONSENT_STORAGE_KEY } from '@/features/consent';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/render';
import { routes } from '../router';

const me = { id: 1, name: 'Erika Muster', email: 'erika@firma.de', companySlug: 'firma', eventCredits: 0, role: 'user' };
const list = {
  posts: [
    {
      id: 1,
      slug: 'messe-checkliste',
      title: 'Die Messe-Checkliste',
      date: '2026-01-10T08:00:00.000Z',
      excerpt: '<p>Alles für den Stand.</p>',
      content: '<p>Inhalt</p>',
      featuredImage: null,
      featuredImageAlt: null,
      author: null,
      seo: null,
    },
  ],
  pagination: { currentPage: 1, totalPages: 1, total: 1 },
};

function stubApi(signedIn: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/auth/me') return signedIn ? jsonResponse(me) : jsonResponse({ message: 'Nicht angemeldet', statusCode: 401 }, 401);
      if (path === '/api/blog') return jsonResponse(list);
      if (path === '/api/events-archived') return jsonResponse([]);
      if (path === '/api/public/stats') return jsonResponse({ totalEvents: 1, totalLeads: 1, totalUsers: 1 });
      return jsonResponse({ message: 'Nicht gefunden', statusCode: 404 }, 404);
    }),
  );
}

function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('blog navigation', () => {
  // A cookie choice was made earlier: the consent modal stays closed.
  beforeEach(() => localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: false, marketing: false })));
  afterEach(() => localStorage.clear());

  it('shows signed-out readers the public navigation', async () => {
    stubApi(false);
    renderRoute('/blog');
    expect(await screen.findByRole('heading', { name: 'Die Messe-Checkliste' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Problem', '/#problem'],
      ['Lösung', '/#solution'],
      ['Preise', '/#pricing'],
      ['Blog', '/blog'],
    ]);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('shows signed-in organisers their app navigation', async () => {
    stubApi(true);
    renderRoute('/blog');
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveClass('is-active');
    expect(screen.getByText('Erika Muster')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Preise' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Die Messe-Checkliste' })).toBeInTheDocument();
  });

  it('answers an unknown article inside the blog frame, not with the 404 page', async () => {
    stubApi(false);
    renderRoute('/blog/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Artikel nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveTextContent('Preise');
  });
});
