import type { BlogPage, BlogPost } from './blog-post';

/** Where the articles come from: a WordPress site or the Markdown files in the repository. */
export abstract class BlogSource {
  /** One page of articles, newest first; a page past the end is empty. */
  abstract list(page: number, perPage: number): Promise<BlogPage>;

  /** One article; BlogErrors.postNotFound when there is none with this slug. */
  abstract get(slug: string): Promise<BlogPost>;
}

/** Page count as WordPress reports it in X-WP-TotalPages: 0 when there are no articles. */
export function pageCount(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}
