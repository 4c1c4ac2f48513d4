import type { BlogPost } from './blog-post';
import { SEO_DESCRIPTION_LENGTH } from './blog-post';
import { proxiedImageUrl } from './post-images';
import { htmlToText, sanitizePostHtml, truncateText } from './sanitize-post-html';

/** The part of a WordPress REST post (GET /wp/v2/posts?_embed) that the blog reads. */
export interface WordPressPost {
  id?: number;
  slug?: string;
  date?: string;
  date_gmt?: string;
  title?: { rendered?: string };
  excerpt?: { rendered?: string };
  content?: { rendered?: string };
  _embedded?: {
    author?: Array<{ name?: string }>;
    'wp:featuredmedia'?: Array<{ source_url?: string; alt_text?: string; code?: string }>;
  };
  yoast_head_json?: {
    title?: string;
    description?: string;
    canonical?: string;
    og_image?: Array<{ url?: string }>;
  };
}

function httpUrl(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value.trim()) ? value.trim() : null;
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** date_gmt has no zone designator; it is UTC. The site-local date is the fallback. */
function isoDate(post: WordPressPost): string {
  const candidates = [post.date_gmt ? `${post.date_gmt.replace(/Z$/, '')}Z` : undefined, post.date];
  for (const candidate of candidates) {
    const date = candidate ? new Date(candidate) : undefined;
    if (date && !Number.isNaN(date.getTime())) return date.toISOString();
  }
  return new Date(0).toISOString();
}

/** True for a post with what every article needs (an id and a slug); others are left out. */
export function isMappablePost(value: unknown): value is WordPressPost {
  const post = value as WordPressPost | null;
  return typeof post === 'object' && post !== null && typeof post.id === 'number' && typeof nonEmpty(post.slug) === 'string';
}

/**
 * A WordPress post in the blog's shape: HTML sanitised, the title as plain text, the featured
 * image and author from _embed, SEO from Yoast's yoast_head_json with fallbacks.
 */
export function mapWordPressPost(post: WordPressPost, appUrl: string): BlogPost {
  const slug = post.slug!.trim();
  const title = htmlToText(post.title?.rendered ?? '');
  const appOrigin = new URL(appUrl).origin;
  const excerpt = sanitizePostHtml(post.excerpt?.rendered ?? '', appOrigin);
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  const featuredImage = media && !media.code ? httpUrl(media.source_url) : null;
  const yoast = post.yoast_head_json ?? {};
  return {
    id: String(post.id),
    slug,
    title,
    date: isoDate(post),
    excerpt,
    content: sanitizePostHtml(post.content?.rendered ?? '', appOrigin),
    // shown on the page through the proxy; social networks get the address itself
    featuredImage: featuredImage && proxiedImageUrl(featuredImage, appOrigin),
    featuredImageAlt: (featuredImage && nonEmpty(media?.alt_text)) || title,
    author: nonEmpty(post._embedded?.author?.[0]?.name) ?? '',
    seo: {
      title: nonEmpty(yoast.title) ? htmlToText(yoast.title!) : title,
      description: nonEmpty(yoast.description) ? htmlToText(yoast.description!) : truncateText(htmlToText(excerpt), SEO_DESCRIPTION_LENGTH),
      canonical: httpUrl(yoast.canonical) ?? `${appUrl}/blog/${slug}`,
      ogImage: httpUrl(yoast.og_image?.[0]?.url) ?? featuredImage,
    },
  };
}
