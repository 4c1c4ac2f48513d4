import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BLOG_PAGE_SIZE } from '../lib/pagination';
import type { BlogList } from '../types';

export const BLOG_QUERY_KEY = ['/api/blog'] as const;

/** GET /api/blog?page={n}&per_page=10 */
async function getBlogPosts(page: number): Promise<BlogList> {
  const params = new URLSearchParams({ page: String(page), per_page: String(BLOG_PAGE_SIZE) });
  const data = await apiRequest<BlogList>(`/api/blog?${params}`);
  return {
    posts: Array.isArray(data?.posts) ? data.posts : [],
    pagination: {
      currentPage: data?.pagination?.currentPage ?? page,
      totalPages: data?.pagination?.totalPages ?? 0,
      total: data?.pagination?.total ?? 0,
    },
  };
}

export const blogPostsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...BLOG_QUERY_KEY, 'list', page],
    queryFn: () => getBlogPosts(page),
    staleTime: 5 * 60_000,
  });

/** Keeps the previous page on screen while the next one loads. */
export function useBlogPosts(page: number) {
  return useQuery({ ...blogPostsQueryOptions(page), placeholderData: keepPreviousData });
}
