import { Logger } from '@nestjs/common';
import type { BlogPage, BlogPost } from '../domain/blog-post';
import { BlogErrors } from '../blog.errors';
import { BlogSource } from '../domain/blog-source.port';
import { isMappablePost, mapWordPressPost } from '../domain/wordpress-post.mapper';

export interface WordPressSourceOptions {
  /** How long an answer is served from memory without asking WordPress again. */
  ttlMs: number;
  /** One WordPress request, including reading its body. */
  timeoutMs: number;
  /** Answers kept (pages and slugs are chosen by visitors, so the cache is bounded). */
  maxEntries: number;
  now: () => number;
}

export const WORDPRESS_DEFAULTS: WordPressSourceOptions = { ttlMs: 60_000, timeoutMs: 5_000, maxEntries: 500, now: Date.now };

/** A WordPress answer worth keeping: a list of posts with its totals, or "page past the end". */
interface WordPressAnswer {
  posts: unknown[];
  total: number | null;
  totalPages: number | null;
  pastLastPage: boolean;
}

interface CacheEntry {
  storedAt: number;
  answer: WordPressAnswer;
}

function headerNumber(response: Response, name: string): number | null {
  const value = Number.parseInt(response.headers.get(name) ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Articles from a WordPress site's REST API (BLOG_WORDPRESS_URL). Answers are kept in memory
 * for a minute per URL; when WordPress fails, the last answer is served however old it is
 * (stale-if-error), and only without one the visitor gets a 502.
 */
export class WordPressBlogSource extends BlogSource {
  private readonly logger = new Logger(WordPressBlogSource.name);
  private readonly cache = new Map<string, CacheEntry>();
  private readonly inFlight = new Map<string, Promise<WordPressAnswer>>();
  private readonly options: WordPressSourceOptions;

  constructor(
    private readonly apiRoot: string,
    private readonly appUrl: string,
    options: Partial<WordPressSourceOptions> = {},
  ) {
    super();
    this.options = { ...WORDPRESS_DEFAULTS, ...options };
  }

  async list(page: number, perPage: number): Promise<BlogPage> {
    const answer = await this.request(`${this.apiRoot}/wp/v2/posts?_embed&page=${page}&per_page=${perPage}`);
    if (answer.pastLastPage) {
      // WordPress sends no totals with this refusal; the first page has them
      const first = await this.request(`${this.apiRoot}/wp/v2/posts?_fields=id&page=1&per_page=${perPage}`);
      return { posts: [], pagination: { currentPage: page, totalPages: first.totalPages ?? 0, total: first.total ?? first.posts.length } };
    }
    const posts = this.map(answer.posts);
    const total = answer.total ?? (page - 1) * perPage + posts.length;
    return { posts, pagination: { currentPage: page, totalPages: answer.totalPages ?? Math.ceil(total / perPage), total } };
  }

  async get(slug: string): Promise<BlogPost> {
    const answer = await this.request(`${this.apiRoot}/wp/v2/posts?_embed&slug=${encodeURIComponent(slug)}`);
    const post = this.map(answer.posts).find((candidate) => candidate.slug === slug);
    if (!post) throw BlogErrors.postNotFound();
    return post;
  }

  private map(posts: unknown[]): BlogPost[] {
    return posts.filter(isMappablePost).map((post) => mapWordPressPost(post, this.appUrl));
  }

  private async request(url: string): Promise<WordPressAnswer> {
    const cached = this.cache.get(url);
    if (cached && this.options.now() - cached.storedAt < this.options.ttlMs) return cached.answer;
    let pending = this.inFlight.get(url);
    if (!pending) {
      pending = this.fetchAnswer(url).finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, pending);
    }
    try {
      const answer = await pending;
      this.remember(url, answer);
      return answer;
    } catch (error) {
      if (cached) {
        this.logger.warn({ err: error, url }, 'WordPress request failed, serving the last answer');
        return cached.answer;
      }
      this.logger.error({ err: error, url }, 'WordPress request failed');
      throw BlogErrors.sourceUnavailable();
    }
  }

  private async fetchAnswer(url: string): Promise<WordPressAnswer> {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(this.options.timeoutMs) });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 400 && (body as { code?: unknown } | undefined)?.code === 'rest_post_invalid_page_number') {
      return { posts: [], total: null, totalPages: null, pastLastPage: true };
    }
    if (!response.ok) throw new Error(`WordPress answered ${response.status} for ${url}`);
    if (!Array.isArray(body)) throw new Error(`WordPress sent no list of posts for ${url}`);
    return { posts: body, total: headerNumber(response, 'x-wp-total'), totalPages: headerNumber(response, 'x-wp-totalpages'), pastLastPage: false };
  }

  private remember(url: string, answer: WordPressAnswer): void {
    this.cache.delete(url);
    this.cache.set(url, { storedAt: this.options.now(), answer });
    while (this.cache.size > this.options.maxEntries) this.cache.delete(this.cache.keys().next().value!);
  }
}
