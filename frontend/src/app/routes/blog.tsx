import { BlogListPage } from '@/features/blog';
import { BlogFrame } from './blog-frame';

/** /blog?page=N */
function BlogRoute() {
  return (
    <BlogFrame>
      <BlogListPage />
    </BlogFrame>
  );
}

export { BlogRoute as Component };
