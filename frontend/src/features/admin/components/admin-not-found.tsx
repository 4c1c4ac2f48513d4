import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** Any admin path that is not a screen (a plain 'Admin 404'). */
export function AdminNotFound() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('pageTitle', { page: t('notFound.title') }));
  return (
    <div className="admin-page admin-not-found">
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <div>
        <ButtonLink to="/admin" variant="outline">
          {t('notFound.back')}
        </ButtonLink>
      </div>
    </div>
  );
}
