import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { NS } from '../i18n';

/** Catches render errors and failed lazy chunk loads (e.g. after a deployment). */
export function RouteError() {
  const { t } = useTranslation(NS, { keyPrefix: 'routeError' });
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="not-found" role="alert">
      <div className="not-found__card">
        <h1>{t('title')}</h1>
        <p className="muted">{t('body')}</p>
        <div className="row">
          <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
          <Link to="/" className="btn btn--outline btn--md">
            {t('home')}
          </Link>
        </div>
      </div>
    </main>
  );
}
