import type { BlogPost } from '../types';
import { applyArticleHead, articleHead } from './seo';

const post: BlogPost = {
  id: '1',
  slug: 'messe-leads-nachfassen',
  title: 'Messe-Leads richtig nachfassen',
  date: '2026-03-02T09:00:00.000Z',
  excerpt: '<p>Warum die ersten 5 Minuten zählen &amp; was du tun kannst.</p>',
  content: '<p>Inhalt</p>',
  featuredImage: `/api/image-proxy?url=${encodeURIComponent('https://cdn.example.com/stand.jpg')}`,
  featuredImageAlt: 'Messestand',
  author: 'Jana Beispiel',
  seo: { title: 'Leads nachfassen | FairLeads Blog', description: 'So fasst du Messe-Leads nach.', canonical: '', ogImage: 'https://cdn.example.com/stand.jpg' },
};

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('article head tags', () => {
  it('takes title and description from the seo fields, the rest from the post', () => {
    const head = articleHead(post, 'https://app.example');
    expect(head.title).toBe('Leads nachfassen | FairLeads Blog');
    expect(head.description).toBe('So fasst du Messe-Leads nach.');
    expect(head.canonical).toBe('https://app.example/blog/messe-leads-nachfassen');
    expect(head.ogImage).toBe('https://cdn.example.com/stand.jpg');
    expect(head.jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Messe-Leads richtig nachfassen',
      datePublished: '2026-03-02T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Jana Beispiel' },
    });
  });

  it('falls back to the post title and the plain-text excerpt', () => {
    const head = articleHead({ ...post, seo: { title: '', description: '', canonical: '', ogImage: null } }, 'https://app.example');
    expect(head.title).toBe('Messe-Leads richtig nachfassen | FairLeads');
    expect(head.description).toBe('Warum die ersten 5 Minuten zählen & was du tun kannst.');
    // never the proxied address the page shows
    expect(head.ogImage).toBeNull();
  });

  it('sets the tags and restores the previous head afterwards', () => {
    document.title = 'Blog | FairLeads';
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'FairLeads: Messe-Leads per QR-Code erfassen';
    document.head.appendChild(description);

    const restore = applyArticleHead(
      articleHead({ ...post, seo: { ...post.seo!, canonical: 'https://fairleads.example/blog/messe-leads-nachfassen' } }, 'https://app.example'),
      'https://app.example/blog/messe-leads-nachfassen',
    );
    expect(document.title).toBe('Leads nachfassen | FairLeads Blog');
    expect(content('meta[name="description"]')).toBe('So fasst du Messe-Leads nach.');
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:title"]')).toBe('Leads nachfassen | FairLeads Blog');
    expect(content('meta[property="og:url"]')).toBe('https://fairleads.example/blog/messe-leads-nachfassen');
    expect(content('meta[property="og:image"]')).toBe('https://cdn.example.com/stand.jpg');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://fairleads.example/blog/messe-leads-nachfassen',
    );
    const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd.headline).toBe('Messe-Leads richtig nachfassen');

    restore();
    expect(document.title).toBe('Blog | FairLeads');
    expect(content('meta[name="description"]')).toBe('FairLeads: Messe-Leads per QR-Code erfassen');
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    description.remove();
  });
});

describe('an article page the server rendered', () => {
  it('takes over the tags the server sent: one structured-data block, and none left after leaving', () => {
    const fromServer = document.createElement('script');
    fromServer.type = 'application/ld+json';
    fromServer.dataset.blogSeo = '';
    fromServer.textContent = '{"@type":"Article","headline":"vom Server"}';
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = 'https://app.example/blog/messe-leads-nachfassen';
    canonical.dataset.blogSeo = '';
    document.head.append(fromServer, canonical);

    const restore = applyArticleHead(articleHead(post, 'https://app.example'), 'https://app.example/blog/messe-leads-nachfassen');
    const blocks = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0].textContent!).headline).toBe('Messe-Leads richtig nachfassen');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    restore();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
