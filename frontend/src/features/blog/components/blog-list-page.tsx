import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBlogPosts } from '../api/get-blog-posts';
import { parsePageParam } from '../lib/pagination';
import { LANG, NS } from '../i18n';
import { BlogCard } from './blog-card';
import { BlogCta } from './blog-cta';
import { BlogPagination } from './blog-pagination';
import '../blog.css';

/** /blog?page=N */
export function BlogListPage() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'list' });
  useDocumentTitle(t('documentTitle'));
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const posts = useBlogPosts(page);
  usePageChangeScroll(page);

  return (
    <div className="blog">
      <header className="blog-hero">
        <div className="container">
          <p className="blog-hero__eyebrow">{t('eyebrow')}</p>
          <h1 className="blog-hero__title">{t('title')}</h1>
          <p className="blog-hero__lead">{t('subtitle')}</p>
        </div>
      </header>

      <div className="container section blog-list" aria-busy={posts.isFetching || undefined}>
        {posts.isPending ? (
          <PageSpinner label={t('loading')} />
        ) : posts.isError ? (
          <div className="blog-state" role="alert">
            <h2>{t('errorTitle')}</h2>
            <p className="muted">{t('errorText')}</p>
            <Button variant="outline" onClick={() => posts.refetch()} isLoading={posts.isFetching}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <>
            {posts.data.posts.length === 0 ? (
              <div className="blog-state">
                <h2>{t('emptyTitle')}</h2>
                <p className="muted">{t('emptyText')}</p>
              </div>
            ) : (
              <ul className="blog-grid" aria-label={t('listLabel')}>
                {posts.data.posts.map((post) => (
                  <li key={post.id}>
                    <BlogCard post={post} />
                  </li>
                ))}
              </ul>
            )}
            <BlogPagination
              page={posts.data.pagination.currentPage || page}
              totalPages={posts.data.pagination.totalPages}
              total={posts.data.pagination.total}
            />
          </>
        )}
      </div>
      <BlogCta />
    </div>
  );
}

/** A new page starts at the top of the list (not on the first render). */
function usePageChangeScroll(page: number) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [page]);
}
