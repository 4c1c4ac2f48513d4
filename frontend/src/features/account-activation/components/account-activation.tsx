import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyEmail } from '../api/verify-email';
import { i18n } from '@/i18n';
import { NS } from '../i18n';

function errorMessage(error: unknown): string {
  const t = i18n.getFixedT(null, NS);
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return t('invalidLink');
  return t('connectionError');
}

export function AccountActivation() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('documentTitle'));
  const params = useParams<{ token?: string }>();
  const [searchParams] = useSearchParams();
  const token = (params.token || searchParams.get('token') || '').trim() || null;
  const query = useVerifyEmail(token);

  let content;
  if (!token) {
    content = <ErrorState message={t('invalidLink')} />;
  } else if (query.isPending) {
    content = (
      <div className="status-card__center" aria-live="polite">
        <Spinner size="lg" label={t('loading')} />
        <p className="muted">{t('loading')}</p>
      </div>
    );
  } else if (query.isError) {
    content = <ErrorState message={errorMessage(query.error)} />;
  } else {
    const email = query.data.user?.email ?? '';
    // The landing page shows the success banner and opens the login dialog with this address.
    const loginHref = `/?${new URLSearchParams({ verification: 'success', login: '1', email }).toString()}`;
    content = (
      <div className="status-card__center" role="status">
        <div className="panel-icon panel-icon--success" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h1>{t('successTitle')}</h1>
        <p className="muted">{t('successBody', { hasEmail: email ? 'yes' : 'no', email: email ?? '' })}</p>
        <ButtonLink to={loginHref} size="lg">
          {t('loginButton')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="container container--narrow section">
      <Card padding="lg" className="status-card">
        {content}
      </Card>
    </div>
  );
}

function ErrorState({ message }: { message: string }) {
  const { t } = useTranslation(NS);
  return (
    <div className="status-card__center" role="alert">
      <div className="panel-icon panel-icon--error" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M7 7l10 10M17 7L7 17" strokeLinecap="round" />
        </svg>
      </div>
      <h1>{t('errorTitle')}</h1>
      <p className="muted">{message}</p>
      <ButtonLink to="/" variant="outline" size="lg">
        {t('homeButton')}
      </ButtonLink>
    </div>
  );
}
