import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PublicShell } from '@/components/layout/public-shell';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthDialog } from './auth-dialog-state';
import { NS } from '../i18n';

/**
 * An address that leads nowhere: in the site's frame (navigation, sign-in or Dashboard, footer),
 * with a way on for both: a signed-in organiser to their events, everyone home and to the blog.
 */
function NotFoundRoute() {
  const { t } = useTranslation(NS, { keyPrefix: 'notFound' });
  useDocumentTitle(t('documentTitle'));
  const { pathname } = useLocation();
  const { user } = useUser();
  const { openAuth, authDialog } = useAuthDialog();
  return (
    <PublicShell nav onOpenAuth={openAuth}>
      <div className="container container--narrow section">
        <Card padding="lg">
          <div className="status-card__center">
            <p className="not-found__code" aria-hidden="true">
              {t('code')}
            </p>
            <h1>{t('title')}</h1>
            <p className="muted">{t('body')}</p>
            <p className="not-found__address">
              {t('address')} <code>{pathname}</code>
            </p>
            <div className="row">
              {user ? (
                <>
                  <ButtonLink to="/events" size="lg">
                    {t('events')}
                  </ButtonLink>
                  <ButtonLink to="/" variant="outline" size="lg">
                    {t('home')}
                  </ButtonLink>
                </>
              ) : (
                <>
                  <ButtonLink to="/" size="lg">
                    {t('home')}
                  </ButtonLink>
                  <ButtonLink to="/blog" variant="outline" size="lg">
                    {t('blog')}
                  </ButtonLink>
                </>
              )}
            </div>
          </div>
        </Card>
      </div>
      {authDialog}
    </PublicShell>
  );
}

export { NotFoundRoute as Component };
