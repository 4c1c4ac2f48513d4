/** One article as GET /api/blog and GET /api/blog/:slug answer it, whatever the source. */
export interface BlogPost {
  /** WordPress: the post id as text; local articles: their slug. */
  id: string;
  slug: string;
  /** Plain text (tags stripped, entities decoded). */
  title: string;
  /** ISO 8601 in UTC. */
  date: string;
  /** Sanitised HTML. */
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  featuredImage: string | null;
  featuredImageAlt: string;
  author: string;
  seo: BlogSeo;
}

export interface BlogSeo {
  title: string;
  description: string;
  canonical: string;
  ogImage: string | null;
}

export interface BlogPagination {
  currentPage: number;
  totalPages: number;
  total: number;
}

export interface BlogPage {
  posts: BlogPost[];
  pagination: BlogPagination;
}

export const BLOG_PAGE_SIZE = 10;
export const BLOG_MAX_PAGE_SIZE = 50;
/** Search-engine descriptions are cut at about this length. */
export const SEO_DESCRIPTION_LENGTH = 160;
