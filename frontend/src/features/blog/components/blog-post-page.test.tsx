import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { makePost } from '../test-fixtures';
import { BlogPostPage } from './blog-post-page';

const words = (n: number) => Array.from({ length: n }, (_, i) => `wort${i}`).join(' ');

const post = makePost(7, {
  slug: 'qr-codes-am-messestand',
  title: 'QR-Codes am Messestand richtig einsetzen',
  date: '2026-04-14T07:30:00.000Z',
  author: 'Jana Beispiel',
  // as the API hands them out: external images already through the image proxy
  featuredImage: `/api/image-proxy?url=${encodeURIComponent('https://cdn.example.com/qr.jpg')}`,
  featuredImageAlt: 'QR-Code auf einem Roll-up',
  content: [
    '<h2>Warum QR-Codes?</h2>',
    `<p>${words(350)}</p>`,
    `<p><img src="/api/image-proxy?url=${encodeURIComponent('https://cdn.example.com/rollup.jpg')}" alt="Roll-up" loading="lazy" decoding="async" /></p>`,
    '<p><img src="/screenshots/visitor-form.jpg" alt="Formular"></p>',
  ].join(''),
  seo: {
    title: 'QR-Codes am Messestand | FairLeads Blog',
    description: 'Wie Aussteller mit QR-Codes mehr Kontakte erfassen.',
    canonical: 'https://fairleads.example/blog/qr-codes-am-messestand',
    ogImage: 'https://cdn.example.com/qr.jpg',
  },
});

function stubApi(handler: (path: string) => Response | undefined) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/public/stats') return jsonResponse({ totalEvents: 1, totalLeads: 2, totalUsers: 3 });
      return handler(url.pathname) ?? jsonResponse({ message: 'Artikel nicht gefunden', statusCode: 404 }, 404);
    }),
  );
}

function renderPost(slug: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/blog/:slug"
        element={
          <>
            <Link to="/blog">Weg</Link>
            <BlogPostPage slug={slug} />
          </>
        }
      />
      <Route path="/blog" element={<h1>Blog-Liste</h1>} />
    </Routes>,
    { route: `/blog/${slug}` },
  );
}

describe('blog article page', () => {
  it('stays German, its date and numbers too, while the SPA shows English (the articles are German)', async () => {
    await i18n.changeLanguage('en');
    stubApi((path) => (path === '/api/blog/qr-codes-am-messestand' ? jsonResponse(post) : undefined));
    renderPost('qr-codes-am-messestand');

    expect(await screen.findByRole('heading', { level: 1, name: 'QR-Codes am Messestand richtig einsetzen' })).toBeInTheDocument();
    expect(screen.getByText('14.04.2026')).toBeInTheDocument();
    expect(screen.queryByText('14/04/2026')).not.toBeInTheDocument();
    expect(screen.getByText('von Jana Beispiel')).toBeInTheDocument();
    expect(screen.getByText('2 Min. Lesezeit')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mehr Leads von deiner nächsten Messe' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });

  it('shows title, date, author, reading time, featured image and the content as the API gives it', async () => {
    stubApi((path) => (path === '/api/blog/qr-codes-am-messestand' ? jsonResponse(post) : undefined));
    renderPost('qr-codes-am-messestand');

    expect(await screen.findByRole('heading', { level: 1, name: 'QR-Codes am Messestand richtig einsetzen' })).toBeInTheDocument();
    expect(screen.getByText('14.04.2026')).toBeInTheDocument();
    expect(screen.getByText('von Jana Beispiel')).toBeInTheDocument();
    expect(screen.getByText('2 Min. Lesezeit')).toBeInTheDocument(); // 352 words / 200, rounded up
    expect(screen.getByRole('heading', { level: 2, name: 'Warum QR-Codes?' })).toBeInTheDocument();

    const featured = screen.getByRole('img', { name: 'QR-Code auf einem Roll-up' });
    expect(featured).toHaveAttribute('src', `/api/image-proxy?url=${encodeURIComponent('https://cdn.example.com/qr.jpg')}`);
    const inline = screen.getByRole('img', { name: 'Roll-up' });
    expect(inline).toHaveAttribute('src', `/api/image-proxy?url=${encodeURIComponent('https://cdn.example.com/rollup.jpg')}`);
    expect(inline).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Formular' })).toHaveAttribute('src', '/screenshots/visitor-form.jpg');

    const backLinks = screen.getAllByRole('link', { name: /Zurück zum Blog|Alle Artikel ansehen/ });
    expect(backLinks.map((a) => a.getAttribute('href'))).toEqual(['/blog', '/blog']);
  });

  it('hides a content image that fails to load', async () => {
    stubApi((path) => (path === '/api/blog/qr-codes-am-messestand' ? jsonResponse(post) : undefined));
    renderPost('qr-codes-am-messestand');
    const inline = await screen.findByRole('img', { name: 'Roll-up' });
    fireEvent.error(inline);
    expect(inline).not.toBeVisible();
    expect(screen.queryByRole('img', { name: 'Roll-up' })).toBeNull();
  });

  it('sets title, description, Open Graph, canonical and JSON-LD, and removes them on leaving', async () => {
    document.title = 'FairLeads';
    stubApi((path) => (path === '/api/blog/qr-codes-am-messestand' ? jsonResponse(post) : undefined));
    renderPost('qr-codes-am-messestand');
    await screen.findByRole('heading', { level: 1, name: 'QR-Codes am Messestand richtig einsetzen' });

    expect(document.title).toBe('QR-Codes am Messestand | FairLeads Blog');
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('Wie Aussteller mit QR-Codes mehr Kontakte erfassen.');
    expect(meta('meta[property="og:title"]')).toBe('QR-Codes am Messestand | FairLeads Blog');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe('https://cdn.example.com/qr.jpg');
    expect(meta('meta[property="og:url"]')).toBe('https://fairleads.example/blog/qr-codes-am-messestand');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://fairleads.example/blog/qr-codes-am-messestand',
    );
    const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: 'QR-Codes am Messestand richtig einsetzen', author: { name: 'Jana Beispiel' } });

    await userEvent.click(screen.getByRole('link', { name: 'Weg' }));
    expect(await screen.findByRole('heading', { name: 'Blog-Liste' })).toBeInTheDocument();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.title).not.toBe('QR-Codes am Messestand | FairLeads Blog');
  });

  it('shows "Artikel nicht gefunden" for an unknown slug', async () => {
    stubApi(() => undefined);
    renderPost('gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Artikel nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Der gewünschte Artikel konnte nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Blog' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Artikel nicht gefunden | FairLeads');
  });

  it('says at least "1 Min. Lesezeit" for a short post', async () => {
    stubApi((path) => (path === '/api/blog/kurz' ? jsonResponse(makePost(1, { slug: 'kurz', content: '<p>Nur ein Satz.</p>' })) : undefined));
    renderPost('kurz');
    expect(await screen.findByText('1 Min. Lesezeit')).toBeInTheDocument();
  });
});
