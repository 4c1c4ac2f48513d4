import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBlogPost } from '../api/get-blog-post';
import { useArticleHead } from '../hooks/use-article-head';
import { useHideBrokenImages } from '../hooks/use-hide-broken-images';
import { LANG, NS } from '../i18n';
import { formatDate } from '@/lib/format';
import { readingTimeMinutes } from '../lib/reading-time';
import type { BlogPost } from '../types';
import { BlogCta } from './blog-cta';
import { FeaturedImage } from './featured-image';
import '../blog.css';

/** /blog/{slug} */
export function BlogPostPage({ slug }: { slug: string }) {
  const post = useBlogPost(slug);
  return (
    <div className="blog">
      {post.isPending ? <PostLoading /> : post.isError ? <PostNotFound /> : <Article key={slug} post={post.data} />}
      <BlogCta />
    </div>
  );
}

function PostLoading() {
  const { t } = useTranslation(NS, { lng: LANG });
  useDocumentTitle(t('list.documentTitle'));
  return <PageSpinner label={t('post.loading')} />;
}

/** Unknown slug (404) and any other failure: one message for both. */
function PostNotFound() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'post' });
  useDocumentTitle(t('notFoundTitle'));
  return (
    <div className="container section">
      <div className="blog-state" role="alert">
        <h1>{t('notFoundTitle')}</h1>
        <p className="muted">{t('notFoundText')}</p>
        <ButtonLink to="/blog" variant="outline">
          {t('backToList')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** Title and the other head tags come from the post (useArticleHead). */
function Article({ post }: { post: BlogPost }) {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'post' });
  useArticleHead(post);
  const contentRef = useRef<HTMLDivElement>(null);
  const minutes = useMemo(() => readingTimeMinutes(post.content), [post.content]);
  useHideBrokenImages(contentRef, post.content);

  return (
    <article className="blog-article" aria-labelledby="blog-article-title">
      <header className="blog-article__header container">
        <Link to="/blog" className="blog-article__back">
          <span aria-hidden="true">← </span>
          {t('backToList')}
        </Link>
        <h1 id="blog-article-title" className="blog-article__title">
          {post.title}
        </h1>
        <div className="blog-article__meta">
          <time dateTime={post.date}>{formatDate(post.date, LANG)}</time>
          {post.author && <span className="blog-article__author">{t('by', { author: post.author })}</span>}
          <span className="badge blog-article__reading">{t('readingTime', { minutes })}</span>
        </div>
      </header>
      {post.featuredImage && (
        <div className="blog-article__figure container">
          <FeaturedImage
            className="blog-article__image"
            src={post.featuredImage}
            alt={post.featuredImageAlt}
            width={1200}
            height={630}
            eager
          />
        </div>
      )}
      {/* Sanitised on the server; images rewritten to the proxy and native lazy loading. */}
      <div ref={contentRef} className="blog-prose container" dangerouslySetInnerHTML={{ __html: post.content }} />
      <footer className="blog-article__footer container">
        <ButtonLink to="/blog" variant="outline">
          <span aria-hidden="true">← </span>
          {t('backToListBottom')}
        </ButtonLink>
      </footer>
    </article>
  );
}
