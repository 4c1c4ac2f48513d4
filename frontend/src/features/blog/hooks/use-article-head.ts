import { useEffect } from 'react';
import { applyArticleHead, articleHead } from '../lib/seo';
import type { BlogPost } from '../types';

/** SEO tags of the article while it is shown; the previous head comes back on unmount. */
export function useArticleHead(post: BlogPost | undefined) {
  useEffect(() => {
    if (!post) return undefined;
    return applyArticleHead(articleHead(post, window.location.origin), window.location.href);
  }, [post]);
}
