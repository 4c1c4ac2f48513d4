import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { BlogPost } from '../types';
import { BLOG_QUERY_KEY } from './get-blog-posts';

/** GET /api/blog/{slug}: 404 for an unknown slug (an ApiError with status 404). */
function getBlogPost(slug: string): Promise<BlogPost> {
  return apiRequest<BlogPost>(`/api/blog/${encodeURIComponent(slug)}`);
}

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...BLOG_QUERY_KEY, 'post', slug],
    queryFn: () => getBlogPost(slug),
    staleTime: 5 * 60_000,
    // an article that was not found (also by the server that rendered the page) is not asked for again
    retryOnMount: false,
  });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
