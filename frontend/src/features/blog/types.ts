import type { ApiSchema } from '@/lib/api/schemas';

/** GET /api/blog/{slug} and the items of GET /api/blog. */
export type BlogPost = ApiSchema<'BlogPostAnswer'>;

export type BlogPagination = ApiSchema<'BlogPaginationAnswer'>;

export type BlogList = ApiSchema<'BlogPageAnswer'>;
