export { BlogListPage } from './components/blog-list-page';
export { BlogPostPage } from './components/blog-post-page';
// what the server-rendered blog pages (app/server.tsx) seed the cache and the head with
export { blogPostQueryOptions } from './api/get-blog-post';
export { blogPostsQueryOptions } from './api/get-blog-posts';
export { parsePageParam } from './lib/pagination';
export { articleHead } from './lib/seo';
export type { BlogList, BlogPost } from './types';
