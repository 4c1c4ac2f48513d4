import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { ME_QUERY_KEY, useUser } from '@/lib/auth';
import { SECURITY_SETTINGS_PATH } from '@/lib/second-factor';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { i18n } from '@/i18n';
import { NS } from '../i18n';

/** Someone took the new address after the link was sent: the old one stays, and asking again won't help. */
const EMAIL_TAKEN = 'IDENTITY_EMAIL_TAKEN';

/** What went wrong, in the page's words: a dead link (404 used or replaced, 410 expired), a taken address, or a failure to retry. */
function failureOf(token: string, error: unknown): { title: string; text: string; retry: boolean } {
  const t = i18n.getFixedT(null, NS);
  if (!token || (error instanceof ApiError && error.status === 404)) return { title: t('invalidTitle'), text: t('invalidText'), retry: false };
  if (error instanceof ApiError && error.status === 410) return { title: t('expiredTitle'), text: t('expiredText'), retry: false };
  if (error instanceof ApiError && error.code === EMAIL_TAKEN) return { title: t('takenTitle'), text: t('takenText'), retry: false };
  // the server's sentence where it sent one (e.g. too many tries), else the connection
  const text = (error instanceof ApiError && error.status > 0 && error.serverMessage) || t('failedText');
  return { title: t('failedTitle'), text, retry: true };
}

/** The heading of the result takes the focus, so screen readers start there. */
function FocusedHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** /e-mail-aendern/:token: confirms the new address as the page opens, then says so with a way on. */
export function EmailChangePage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('documentTitle'));
  const token = (useParams<{ token: string }>().token ?? '').trim();
  const query = useConfirmEmailChange(token);
  const { user } = useUser();
  const queryClient = useQueryClient();
  const confirmed = query.isSuccess;

  // the signed-in user's address changed: the header and the settings show the new one
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [confirmed, queryClient]);

  const wayOn = user ? (
    <ButtonLink to={SECURITY_SETTINGS_PATH} size="lg">
      {t('settings')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/?login=1" size="lg">
      {t('login')}
    </ButtonLink>
  );

  let content: ReactNode;
  if (token && query.isPending) {
    content = (
      <div className="status-card__center" aria-live="polite">
        <Spinner size="lg" label={t('pending')} />
        <p className="muted">{t('pending')}</p>
      </div>
    );
  } else if (query.isSuccess) {
    content = (
      <div className="status-card__center" role="status">
        <div className="panel-icon panel-icon--success" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <FocusedHeading>{t('doneTitle')}</FocusedHeading>
        <p className="muted">{t('doneText', { hasEmail: query.data.email ? 'yes' : 'no', email: query.data.email ?? '' })}</p>
        {user ? (
          <ButtonLink to={SECURITY_SETTINGS_PATH} size="lg">
            {t('settings')}
          </ButtonLink>
        ) : (
          <ButtonLink to={`/?${new URLSearchParams({ login: '1', email: query.data.email }).toString()}`} size="lg">
            {t('login')}
          </ButtonLink>
        )}
      </div>
    );
  } else {
    const failure = failureOf(token, query.error);
    content = (
      <div className="status-card__center" role="alert">
        <div className="panel-icon panel-icon--error" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
          </svg>
        </div>
        <FocusedHeading>{failure.title}</FocusedHeading>
        <p className="muted">{failure.text}</p>
        <div className="status-card__actions">
          {failure.retry && (
            <Button variant="outline" size="lg" onClick={() => void query.refetch()} isLoading={query.isFetching}>
              {t('retry')}
            </Button>
          )}
          {wayOn}
          <ButtonLink to="/" variant="ghost" size="lg">
            {t('home')}
          </ButtonLink>
        </div>
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
