import { useDocumentTitle } from '@/lib/use-document-title';
import { notFoundTexts as t } from './texts';

/** Any other path that reaches visitor.html. */
export function NotFoundPage() {
  useDocumentTitle(t.documentTitle);
  return (
    <main id="main" className="not-found" lang="en">
      <div className="not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{t.title}</h1>
        <p className="muted">{t.body}</p>
        <a href="/" className="btn btn--primary btn--lg">
          {t.home}
        </a>
      </div>
    </main>
  );
}
