import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The only English page (spec: the 404 page is in English). */
function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <main id="main" className="not-found" lang="en">
      <div className="not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>404 - Page not found</h1>
        <p className="muted">The page you are looking for does not exist or has been moved.</p>
        <Link to="/" className="btn btn--primary btn--lg">
          Back to home
        </Link>
      </div>
    </main>
  );
}

export { NotFoundRoute as Component };
