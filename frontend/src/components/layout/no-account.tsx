import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/auth';
import { useLogout } from '@/lib/logout';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ButtonLink, Button } from '../ui/button';
import { Card } from '../ui/card';
import { Logo } from '../ui/logo';
import { NS } from './i18n';

/**
 * The organiser area for someone who belongs to no account (removed from their only one, or
 * left it): a calm word on how to get in again, and the way out.
 */
export function NoAccount({ user }: { user: User }) {
  const { t } = useTranslation(NS, { keyPrefix: 'noAccount' });
  useDocumentTitle(t('documentTitle'));
  const logout = useLogout();
  return (
    <div className="page">
      <header className="simple-header">
        <div className="container simple-header__inner">
          <Logo />
        </div>
      </header>
      <main id="main" className="page__main">
        <div className="container container--narrow section">
          <Card padding="lg" className="status-card">
            <div className="status-card__center">
              <div className="panel-icon panel-icon--info" aria-hidden="true">
                <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <rect x="3" y="5" width="18" height="14" rx="2" />
                  <path d="M3 7l9 6 9-6" />
                </svg>
              </div>
              <h1>{t('title')}</h1>
              <p className="muted">{t('text')}</p>
              <p className="muted">{t('signedInAs', { email: user.email })}</p>
              <div className="status-card__actions">
                <Button size="lg" onClick={() => logout.mutate()} isLoading={logout.isPending}>
                  {logout.isPending ? t('loggingOut') : t('logout')}
                </Button>
                <ButtonLink to="/" variant="outline" size="lg">
                  {t('home')}
                </ButtonLink>
              </div>
            </div>
          </Card>
        </div>
      </main>
    </div>
  );
}
