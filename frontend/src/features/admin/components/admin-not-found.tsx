import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminTexts } from '../texts';

const t = adminTexts.notFound;

/** Any admin path that is not a screen (a plain 'Admin 404'). */
export function AdminNotFound() {
  useDocumentTitle(`${t.title} | ${adminTexts.title}`);
  return (
    <div className="admin-page admin-not-found">
      <h1>{t.title}</h1>
      <p className="muted">{t.text}</p>
      <div>
        <ButtonLink to="/admin" variant="outline">
          {t.back}
        </ButtonLink>
      </div>
    </div>
  );
}
