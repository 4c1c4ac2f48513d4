/** GET /api/blog/{slug} and the items of GET /api/blog (a blog post). */
interface BlogPostSeo {
  title: string | null;
  description: string | null;
  canonical: string | null;
  ogImage: string | null;
}

export interface BlogPost {
  id: string | number;
  slug: string;
  title: string;
  /** ISO date */
  date: string;
  /** HTML, sanitised on the server */
  excerpt: string;
  /** HTML, sanitised on the server */
  content: string;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  author: string | null;
  seo: BlogPostSeo | null;
}

export interface BlogPagination {
  currentPage: number;
  totalPages: number;
  total: number;
}

export interface BlogList {
  posts: BlogPost[];
  pagination: BlogPagination;
}
