import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router-dom';
import { articleHead, blogPostQueryOptions, blogPostsQueryOptions, parsePageParam, type BlogList, type BlogPost } from '@/features/blog';
import type { User } from '@/lib/auth';
import { ME_QUERY_KEY } from '@/lib/auth';
import { PUBLIC_CONFIG_QUERY_KEY, type PublicConfig } from '@/lib/public-config';
import { PUBLIC_STATS_QUERY_KEY, type PublicStats } from '@/lib/public-stats';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { routes } from './router';
import { i18n } from '@/i18n';
import { NS } from './i18n';
import { type SpaPageData, withoutLoadTimes } from './spa-page-data';

/**
 * The SPA's public pages rendered on the server (landing, legal notice, privacy policy, blog):
 * their content is in the first HTML for search engines and slow phones, and app/start.tsx hydrates it
 * into the SPA. The API (backend/src/common/ssr) asks `spaPageFor` which page an address is and
 * which data it needs, loads that data in-process and calls `renderSpaPage`.
 */

export type SpaPageKind = 'landing' | 'imprint' | 'privacy' | 'blog-list' | 'blog-post';

export type SpaPageRequest =
  | { kind: 'landing' | 'imprint' | 'privacy' }
  | { kind: 'blog-list'; page: number }
  | { kind: 'blog-post'; slug: string };

/**
 * The route modules behind each page, as the client build's manifest names them: the server sends
 * their styles with the HTML and preloads their scripts, so hydration waits for nothing.
 */
const PAGE_MODULES: Record<SpaPageKind, string[]> = {
  landing: ['src/app/routes/landing.tsx'],
  imprint: ['src/app/routes/impressum.tsx'],
  privacy: ['src/app/routes/datenschutz.tsx'],
  'blog-list': ['src/app/routes/blog.tsx'],
  'blog-post': ['src/app/routes/blog-post.tsx'],
};

/** Styles every page needs though their scripts load later: the cookie consent (app/layouts/root-layout.tsx). */
const FRAME_MODULES = ['src/features/consent/index.ts'];

const PAGE_PATHS: { path: string; request: (params: Record<string, string | undefined>, search: URLSearchParams) => SpaPageRequest }[] = [
  { path: '/', request: () => ({ kind: 'landing' }) },
  { path: '/impressum', request: () => ({ kind: 'imprint' }) },
  { path: '/datenschutz', request: () => ({ kind: 'privacy' }) },
  { path: '/blog', request: (_, search) => ({ kind: 'blog-list', page: parsePageParam(search.get('page')) }) },
  { path: '/blog/:slug', request: (params) => ({ kind: 'blog-post', slug: params.slug ?? '' }) },
];

/** Which server-rendered page an address is (path and query), or null for the SPA's other screens. */
export function spaPageFor(pathAndQuery: string): SpaPageRequest | null {
  const url = new URL(pathAndQuery, 'http://page.invalid');
  for (const { path, request } of PAGE_PATHS) {
    const match = matchPath({ path, caseSensitive: true, end: true }, url.pathname);
    if (match) return request(match.params, url.searchParams);
  }
  return null;
}

/** Loaded by the API for the page; a failed load is rendered as the page's own error view. */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

export interface SpaPageInput {
  /** Path and query as requested. */
  url: string;
  /** The site's origin (APP_URL), for canonical links. */
  origin: string;
  page: SpaPageRequest;
  /** The signed-in user as GET /api/auth/me answers, or null. */
  user: User | null;
  config: PublicConfig;
  stats: PublicStats | null;
  blogList?: Loaded<BlogList>;
  blogPost?: Loaded<BlogPost>;
}

export interface RenderedSpaPage {
  /** <title>, description and (articles) canonical, social and structured-data tags. */
  head: string;
  /** The markup for the root element. */
  body: string;
  /** The cache the page was rendered from, for hydration. */
  data: SpaPageData;
  /** Route modules whose styles and scripts go with the page (client build manifest keys). */
  modules: string[];
}

const APP_NAME = 'FairLeads';
/** The server renders the operator's pages in German. */
const german = (key: 'description' | `titles.${'imprint' | 'privacy' | 'blog' | 'blogPost'}`): string => i18n.t(key, { ns: NS, lng: 'de' });

export async function renderSpaPage(input: SpaPageInput): Promise<RenderedSpaPage> {
  const queryClient = await seededQueryClient(input);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(input.url, input.origin)));
  if (context instanceof Response) throw new Error(`A public page answered with a redirect: ${input.url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return {
    head: renderToStaticMarkup(<PageHead input={input} />),
    body,
    // errors too (an unknown article): the browser then shows the same view the server rendered
    data: { queries: withoutLoadTimes(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' })) },
    modules: [...PAGE_MODULES[input.page.kind], ...FRAME_MODULES],
  };
}

/** The cache as the page's components read it: nothing is fetched while rendering on the server. */
async function seededQueryClient(input: SpaPageInput): Promise<QueryClient> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, input.user);
  queryClient.setQueryData(PUBLIC_CONFIG_QUERY_KEY, input.config);
  if (input.stats) queryClient.setQueryData(PUBLIC_STATS_QUERY_KEY, input.stats);
  const { page } = input;
  if (page.kind === 'blog-list' && input.blogList) {
    await seed(queryClient, blogPostsQueryOptions(page.page).queryKey, input.blogList);
  }
  if (page.kind === 'blog-post' && input.blogPost) {
    await seed(queryClient, blogPostQueryOptions(page.slug).queryKey, input.blogPost);
  }
  return queryClient;
}

/** A loaded value as data, a failed load as the query's error state (prefetch keeps it). */
function seed<T>(queryClient: QueryClient, queryKey: readonly unknown[], loaded: Loaded<T>): Promise<void> {
  if (loaded.ok) {
    queryClient.setQueryData(queryKey, loaded.value);
    return Promise.resolve();
  }
  return queryClient.prefetchQuery({ queryKey, queryFn: () => Promise.reject(new Error('not loaded')) });
}

function PageHead({ input }: { input: SpaPageInput }) {
  const { page } = input;
  if (page.kind === 'blog-post' && input.blogPost?.ok) {
    const head = articleHead(input.blogPost.value, input.origin);
    return (
      <>
        {/* data-blog-seo: the browser's article head (features/blog/lib/seo.ts) takes these over */}
        <title>{head.title}</title>
        <meta name="description" content={head.description} data-blog-seo="" />
        <meta property="og:title" content={head.title} data-blog-seo="" />
        <meta property="og:description" content={head.description} data-blog-seo="" />
        <meta property="og:type" content="article" data-blog-seo="" />
        <meta property="og:url" content={head.canonical} data-blog-seo="" />
        {head.ogImage && <meta property="og:image" content={head.ogImage} data-blog-seo="" />}
        <link rel="canonical" href={head.canonical} data-blog-seo="" />
        <script
          type="application/ld+json"
          data-blog-seo=""
          dangerouslySetInnerHTML={{ __html: JSON.stringify(head.jsonLd).replace(/</g, '\\u003c') }}
        />
      </>
    );
  }
  const titles: Record<SpaPageKind, string | null> = {
    landing: null,
    imprint: german('titles.imprint'),
    privacy: german('titles.privacy'),
    'blog-list': german('titles.blog'),
    'blog-post': german('titles.blogPost'),
  };
  const title = titles[page.kind];
  return (
    <>
      <title>{title ? `${title} | ${APP_NAME}` : APP_NAME}</title>
      <meta name="description" content={german('description')} />
    </>
  );
}
