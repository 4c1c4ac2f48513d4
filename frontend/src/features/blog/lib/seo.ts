import type { BlogPost } from '../types';
import { stripTags } from './reading-time';

const APP_NAME = 'FairLeads';

/** The values written into <head> for an article, from the post's seo fields. */
interface ArticleHead {
  title: string;
  description: string;
  canonical: string;
  ogImage: string | null;
  jsonLd: Record<string, unknown>;
}

function absolute(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

function plainText(html: string, max = 160): string {
  const text = stripTags(html)
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Title, description, canonical URL, og:image and JSON-LD of a post; fallbacks from the post itself. */
export function articleHead(post: BlogPost, origin: string): ArticleHead {
  const seo = post.seo ?? { title: null, description: null, canonical: null, ogImage: null };
  const title = seo.title?.trim() || `${post.title} | ${APP_NAME}`;
  const description = seo.description?.trim() || plainText(post.excerpt || post.content);
  const canonical = absolute(seo.canonical?.trim() || `/blog/${encodeURIComponent(post.slug)}`, origin);
  // the API's social image: the featured image's own address (the page shows it through the
  // image proxy), or none where networks would not show it (SVG)
  const image = seo.ogImage?.trim() || null;
  const ogImage = image ? absolute(image, origin) : null;
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description,
    datePublished: post.date,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    url: canonical,
    publisher: { '@type': 'Organization', name: APP_NAME, url: origin },
    inLanguage: 'de-DE',
  };
  if (post.author) jsonLd.author = { '@type': 'Person', name: post.author };
  if (ogImage) jsonLd.image = [ogImage];
  return { title, description, canonical, ogImage, jsonLd };
}

type Restore = () => void;

/** Sets an attribute on the head element matched by `selector`, creating it when missing. */
function upsert(selector: string, create: () => HTMLElement, attribute: string, value: string): Restore {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) {
    const previous = existing.getAttribute(attribute);
    existing.setAttribute(attribute, value);
    return () => {
      if (previous === null) existing.removeAttribute(attribute);
      else existing.setAttribute(attribute, previous);
    };
  }
  const element = create();
  element.setAttribute(attribute, value);
  element.dataset.blogSeo = '';
  document.head.appendChild(element);
  return () => element.remove();
}

function meta(key: 'name' | 'property', name: string, content: string): Restore {
  return upsert(
    `meta[${key}="${name}"]`,
    () => {
      const element = document.createElement('meta');
      element.setAttribute(key, name);
      return element;
    },
    'content',
    content,
  );
}

/**
 * Writes title, description, Open Graph tags, the canonical link and a JSON-LD Article into
 * <head>. Returns a function that restores what was there before (tags it added are removed).
 */
export function applyArticleHead(head: ArticleHead, pageUrl: string): Restore {
  // the tags a server-rendered article page came with are this article's: they are replaced, and
  // leaving the article must not bring them back
  document.head.querySelectorAll('[data-blog-seo]').forEach((node) => node.remove());
  const previousTitle = document.title;
  document.title = head.title;
  const restores: Restore[] = [
    meta('name', 'description', head.description),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:url', head.canonical || pageUrl),
    upsert(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      },
      'href',
      head.canonical,
    ),
  ];
  if (head.ogImage) restores.push(meta('property', 'og:image', head.ogImage));

  // JSON-LD is a data block, not a script the browser runs: the CSP does not apply to it.
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.dataset.blogSeo = '';
  script.textContent = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
  document.head.appendChild(script);
  restores.push(() => script.remove());

  return () => {
    restores.reverse().forEach((restore) => restore());
    document.title = previousTitle;
  };
}
