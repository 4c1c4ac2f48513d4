import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInOrganiser } from './support';

/*
 * The blog against the 23 generated articles that scripts/e2e-server.mjs hands the API
 * (e2e/fixtures/blog-posts.mjs): newest first, one day apart, 10 per page.
 */
const NEWEST = {
  title: 'Warum 73 % der Messekontakte nie kontaktiert werden',
  slug: 'warum-73-prozent-der-messekontakte-nie-kontaktiert-werden',
  date: '23.01.2026',
};
const OLDEST_TITLE = 'Die perfekte Messe-Checkliste für Aussteller';
const EXTERNAL_FEATURED_TITLE = 'Double-Opt-in am Messestand: Was die DSGVO verlangt'; // article 21
const PROXY = '/api/image-proxy?url=';

// A cookie choice made earlier: the consent modal stays closed and does not cover the page.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('fairleads-cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, version: 1 }));
  });
});

const cards = (page: Page) => page.getByRole('list', { name: 'Blog-Artikel' }).getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Blog-Seiten' });
const pageNumbers = async (page: Page) => pager(page).getByRole('link', { name: /^Seite \d+$/ }).allTextContents();

test('the blog list pages through 23 articles, 10 per page, newest first', async ({ page }) => {
  const proxied: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(PROXY)) proxied.push(decodeURIComponent(request.url().split(PROXY)[1]));
  });
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByText('Seite 1 von 3 (23 Artikel gesamt)')).toBeVisible();

  const first = cards(page).first();
  await expect(first.getByRole('heading', { name: NEWEST.title })).toBeVisible();
  await expect(first.getByText(NEWEST.date)).toBeVisible();
  await expect(first.getByRole('link', { name: `Weiterlesen: ${NEWEST.title}` })).toHaveAttribute('href', `/blog/${NEWEST.slug}`);

  // page 1: previous and first disabled, the window 1 2 3 (all pages, so no ellipsis)
  await expect(pager(page).getByRole('link', { name: 'Vorherige Seite' })).toBeDisabled();
  await expect(pager(page).getByRole('link', { name: 'Erste Seite' })).toBeDisabled();
  await expect(pager(page).getByRole('link', { name: 'Nächste Seite' })).toBeEnabled();
  await expect(pager(page).getByRole('link', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
  expect(await pageNumbers(page)).toEqual(['1', '2', '3']);
  await expect(pager(page).getByText('…')).toHaveCount(0);

  // an external featured image goes through the proxy; it cannot be fetched here, so it disappears
  const external = cards(page).filter({ hasText: EXTERNAL_FEATURED_TITLE });
  await expect(external).toHaveCount(1);
  await expect.poll(() => proxied).toContain('https://bilder.example.com/messe/titelbild.jpg');
  await expect(external.locator('img')).toHaveCount(0);
  // same-origin illustrations load directly and are sized, lazy
  const local = cards(page).locator('img[src^="/blog/"]').first();
  await expect(local).toHaveAttribute('loading', 'lazy');
  await expect(local).toHaveAttribute('width', '640');
  await expect.poll(() => local.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await pager(page).getByRole('link', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText('Seite 2 von 3 (23 Artikel gesamt)')).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  await expect(pager(page).getByRole('link', { name: 'Vorherige Seite' })).toBeEnabled();

  await pager(page).getByRole('link', { name: 'Letzte Seite' }).click();
  await expect(page).toHaveURL(/\/blog\?page=3$/);
  await expect(page.getByText('Seite 3 von 3 (23 Artikel gesamt)')).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).last().getByRole('heading', { name: OLDEST_TITLE })).toBeVisible();
  await expect(pager(page).getByRole('link', { name: 'Nächste Seite' })).toBeDisabled();
  await expect(pager(page).getByRole('link', { name: 'Letzte Seite' })).toBeDisabled();
  await expect(pager(page).getByRole('link', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page');

  // the address is the state: a reload stays on page 3; an invalid page number means page 1
  await page.reload();
  await expect(page.getByText('Seite 3 von 3 (23 Artikel gesamt)')).toBeVisible();
  await page.goto('/blog?page=abc');
  await expect(page.getByText('Seite 1 von 3 (23 Artikel gesamt)')).toBeVisible();
});

test('an article shows title, date, reading time and content, and sets its SEO tags', async ({ page, baseURL }) => {
  await page.goto('/blog');
  await cards(page).first().getByRole('link', { name: `Weiterlesen: ${NEWEST.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${NEWEST.slug}$`));

  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: NEWEST.title })).toBeVisible();
  await expect(article.getByText(NEWEST.date)).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Warum das Thema wichtig ist' })).toBeVisible();
  await expect(article.getByRole('listitem').filter({ hasText: 'per QR-Code auf dem Smartphone' })).toBeVisible();

  // reading time: words of the tag-stripped content / 200, rounded up (from what the API sent)
  const post = (await (await page.request.get(`/api/blog/${NEWEST.slug}`)).json()) as { content: string };
  const words = post.content.replace(/<[^>]*>/g, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  expect(words).toBeGreaterThan(200);
  await expect(article.getByText(`${Math.ceil(words / 200)} Min. Lesezeit`)).toBeVisible();

  // the external image in the text goes through the proxy, lazily; it cannot be fetched here and is hidden
  const image = article.locator('.blog-prose img');
  await expect(image).toHaveAttribute('src', `${PROXY}${encodeURIComponent('https://bilder.example.com/messe/stand-halle-3.jpg')}`);
  await expect(image).toHaveAttribute('loading', 'lazy');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); // lazy: load it now
  await expect(image).toHaveAttribute('hidden', '');
  await expect(image).toBeHidden();

  // head tags from the post's seo fields
  const canonical = `${baseURL}/blog/${NEWEST.slug}`;
  await expect(page).toHaveTitle(`${NEWEST.title} | FairLeads Blog`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `${NEWEST.title}: Praxistipps für Aussteller von FairLeads.`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${NEWEST.title} | FairLeads Blog`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Article', headline: NEWEST.title, datePublished: '2026-01-23T08:00:00.000Z', author: { name: 'Team FairLeads' } });

  // back to the list: the article's tags are gone again
  await article.getByRole('link', { name: 'Zurück zum Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(10);
  await expect(page).toHaveTitle('Blog | FairLeads');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test('an article opened directly (rendered by the server) leaves no head tags behind on the way back', async ({ page }) => {
  await page.goto(`/blog/${NEWEST.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await page.getByRole('article').getByRole('link', { name: 'Zurück zum Blog' }).click();
  await expect(cards(page)).toHaveCount(10);
  await expect(page).toHaveTitle('Blog | FairLeads');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:type"]')).toHaveCount(0);
});

test('an unknown article says so', async ({ page }) => {
  await page.goto('/blog/diesen-artikel-gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Artikel nicht gefunden' })).toBeVisible();
  await expect(page.getByText('Der gewünschte Artikel konnte nicht geladen werden.')).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zum Blog' }).click();
  await expect(cards(page)).toHaveCount(10);
});

test('visitors get the public navigation, signed-in organisers their app navigation', async ({ page }) => {
  await page.goto('/blog');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Preise' })).toHaveAttribute('href', '/#pricing');
  await expect(nav.getByRole('link', { name: 'Problem' })).toHaveAttribute('href', '/#problem');
  await expect(nav.getByRole('link', { name: 'Lösung' })).toHaveAttribute('href', '/#solution');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await signedInOrganiser(page, `${Date.now().toString(36)}b`);
  await page.goto('/blog');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveClass(/is-active/);
  await expect(nav.getByRole('link', { name: 'Preise' })).toHaveCount(0);
});

test('the blog list and an article have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/blog', `/blog/${NEWEST.slug}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0); // loaded
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  }
});
