/** What search engines and link previews read of an article. */
export class BlogSeoAnswer {
  title!: string;
  description!: string;
  canonical!: string;
  ogImage!: string | null;
}

/** GET /api/blog/{slug} and the items of GET /api/blog: one article, whatever the source. */
export class BlogPostAnswer {
  /** WordPress: the post id as text; local articles: their slug. */
  id!: string;
  slug!: string;
  /** Plain text (tags stripped, entities decoded). */
  title!: string;
  /** ISO 8601 in UTC. */
  date!: string;
  /** Sanitised HTML. */
  excerpt!: string;
  /** Sanitised HTML. */
  content!: string;
  featuredImage!: string | null;
  featuredImageAlt!: string;
  author!: string;
  seo!: BlogSeoAnswer;
}

export class BlogPaginationAnswer {
  currentPage!: number;
  totalPages!: number;
  total!: number;
}

/** GET /api/blog: one page of articles, newest first. */
export class BlogPageAnswer {
  posts!: BlogPostAnswer[];
  pagination!: BlogPaginationAnswer;
}
