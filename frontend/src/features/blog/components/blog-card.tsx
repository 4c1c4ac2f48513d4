import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANG, NS } from '../i18n';
import { formatDate } from '@/lib/format';
import type { BlogPost } from '../types';
import { FeaturedImage } from './featured-image';

export function BlogCard({ post }: { post: BlogPost }) {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'list' });
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  const titleId = `blog-card-${post.id}`;
  return (
    <article className="blog-card" aria-labelledby={titleId}>
      <Link to={href} className="blog-card__media" tabIndex={-1} aria-hidden="true">
        <FeaturedImage
          className="blog-card__image"
          src={post.featuredImage}
          alt={post.featuredImageAlt}
          width={640}
          height={360}
        />
      </Link>
      <div className="blog-card__body">
        <time className="blog-card__date" dateTime={post.date}>
          {formatDate(post.date, LANG)}
        </time>
        <h2 id={titleId} className="blog-card__title">
          <Link to={href}>{post.title}</Link>
        </h2>
        {/* The excerpt is HTML, sanitised on the server. */}
        <div className="blog-card__excerpt" dangerouslySetInnerHTML={{ __html: post.excerpt }} />
        <Link to={href} className="blog-card__more" aria-label={t('readMoreLabel', { title: post.title })}>
          {t('readMore')}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}
