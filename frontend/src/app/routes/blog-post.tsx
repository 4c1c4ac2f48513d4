import { useParams } from 'react-router-dom';
import { BlogPostPage } from '@/features/blog';
import { BlogFrame } from './blog-frame';

/** /blog/{slug} */
function BlogPostRoute() {
  const { slug = '' } = useParams();
  return (
    <BlogFrame>
      <BlogPostPage slug={slug} />
    </BlogFrame>
  );
}

export { BlogPostRoute as Component };
