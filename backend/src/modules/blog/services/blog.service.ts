import { Injectable } from '@nestjs/common';
import type { BlogPage, BlogPost } from '../domain/blog-post';
import { BLOG_PAGE_SIZE } from '../domain/blog-post';
import { BlogErrors } from '../blog.errors';
import { BlogSource } from '../domain/blog-source.port';

/** WordPress slugs: letters, digits, hyphens, underscores, percent-encoded umlauts. */
const SLUG = /^[\p{L}\p{N}%_-]{1,200}$/u;

@Injectable()
export class BlogService {
  constructor(private readonly source: BlogSource) {}

  list(page = 1, perPage = BLOG_PAGE_SIZE): Promise<BlogPage> {
    return this.source.list(page, perPage);
  }

  /** A slug that no article can have is answered without asking the source. */
  get(slug: string): Promise<BlogPost> {
    if (!SLUG.test(slug)) return Promise.reject(BlogErrors.postNotFound());
    return this.source.get(slug);
  }
}
