import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { homePathFor } from '@/lib/account-role';
import { enterAccount, switchAccount } from '@/lib/account-switch';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitation';
import type { InvitationPreview } from '../api/types';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { errorText } from './error-text';
import '../team.css';

/** What the signed-out visitor fills in to join: the auth feature's form, composed in by the route. */
export interface InvitationRegisterProps {
  token: string;
  email: string;
  onBack: () => void;
}

interface InvitationPageProps {
  renderRegister: (props: InvitationRegisterProps) => ReactNode;
}

/**
 * /einladung/:token: who invites to which role. Signed in: accept, switch to the account, go to
 * its start (the lead desk for the stand team). Signed out: sign in and come back here, or create
 * an account with the invitation (no company slug: the account exists). Gone or expired: say so,
 * with a way home.
 */
export function InvitationPage({ renderRegister }: InvitationPageProps) {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('invitation.documentTitle'));
  const token = useParams<{ token: string }>().token ?? '';
  const preview = useInvitationPreview(token);
  const { user, isLoading } = useUser();

  let content: ReactNode;
  if (preview.isPending || (preview.data && isLoading)) {
    content = (
      <div className="status-card__center" aria-live="polite">
        <Spinner size="lg" label={t('invitation.loading')} />
        <p className="muted">{t('invitation.loading')}</p>
      </div>
    );
  } else if (preview.isError) {
    content = <DeadEnd error={preview.error} onRetry={() => void preview.refetch()} retrying={preview.isFetching} />;
  } else if (user) {
    content = <SignedIn token={token} invitation={preview.data} email={user.email} />;
  } else {
    content = <SignedOut token={token} invitation={preview.data} renderRegister={renderRegister} />;
  }

  return (
    <div className="container container--narrow section">
      <Card padding="lg" className="status-card invitation">
        {content}
      </Card>
    </div>
  );
}

function Invitation({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <div className="panel-icon panel-icon--info" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="9" cy="8" r="3.5" />
          <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5M17 8v6M14 11h6" strokeLinecap="round" />
        </svg>
      </div>
      <h1 className="invitation__title">{t('invitation.title', { account: invitation.accountName, role: t(`roles.${invitation.role}`) })}</h1>
      <p className="invitation__role">{t(`roleSentences.${invitation.role}`)}</p>
      <p className="muted invitation__small">
        {t('invitation.sentTo', { email: invitation.email })} {t('invitation.expires', { date: formatDate(invitation.expiresAt) })}
      </p>
    </>
  );
}

function SignedIn({ token, invitation, email }: { token: string; invitation: InvitationPreview; email: string }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const accept = useAcceptInvitation({
    onSuccess: async (joined) => {
      setSwitching(true);
      try {
        await switchAccount(joined.accountId);
        await enterAccount(queryClient);
        toast.success(t('invitation.accepted', { account: joined.name }));
        navigate(homePathFor(joined.role), { replace: true });
      } catch (e) {
        setSwitching(false);
        setError(errorText(e, t('invitation.acceptFailed')));
      }
    },
    onError: (e) => setError(errorText(e, t('invitation.acceptFailed'))),
  });
  const pending = accept.isPending || switching;

  return (
    <div className="status-card__center">
      <Invitation invitation={invitation} />
      <p className="invitation__small">{t('invitation.signedInAs', { email })}</p>
      {error && <Banner tone="error">{error}</Banner>}
      <Button size="lg" isLoading={pending} onClick={() => {
        setError(null);
        accept.mutate(token);
      }}>
        {pending ? t('invitation.accepting') : t('invitation.accept')}
      </Button>
    </div>
  );
}

function SignedOut({ token, invitation, renderRegister }: { token: string; invitation: InvitationPreview } & InvitationPageProps) {
  const { t } = useTranslation(NS);
  const [registering, setRegistering] = useState(false);
  // the landing page opens the login dialog with the address and comes back here afterwards
  const loginHref = `/?${new URLSearchParams({ login: '1', email: invitation.email, next: `/einladung/${token}` }).toString()}`;

  if (registering) {
    return (
      <div className="invitation__register">
        <h1 className="invitation__title">{t('invitation.registerTitle')}</h1>
        <p className="muted invitation__small">{t('invitation.title', { account: invitation.accountName, role: t(`roles.${invitation.role}`) })}</p>
        {renderRegister({ token, email: invitation.email, onBack: () => setRegistering(false) })}
      </div>
    );
  }
  return (
    <div className="status-card__center">
      <Invitation invitation={invitation} />
      <p>{t('invitation.signedOutIntro')}</p>
      <div className="status-card__actions">
        <ButtonLink to={loginHref} size="lg">
          {t('invitation.login')}
        </ButtonLink>
        <Button variant="outline" size="lg" onClick={() => setRegistering(true)}>
          {t('invitation.register')}
        </Button>
      </div>
    </div>
  );
}

function DeadEnd({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation(NS);
  const status = error instanceof ApiError ? error.status : 0;
  const code = error instanceof ApiError ? error.code : undefined;
  const expired = code === 'INVITATION_EXPIRED' || status === 410;
  const gone = expired || code === 'INVITATION_NOT_FOUND' || status === 404;
  const title = expired ? t('invitation.expiredTitle') : gone ? t('invitation.notFoundTitle') : t('invitation.errorTitle');
  const text = expired ? t('invitation.expiredText') : gone ? t('invitation.notFoundText') : t('invitation.errorText');
  return (
    <div className="status-card__center" role="alert">
      <div className="panel-icon panel-icon--error" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
          <circle cx="12" cy="12" r="9.5" strokeWidth="2" />
        </svg>
      </div>
      <h1 className="invitation__title">{title}</h1>
      <p className="muted">{text}</p>
      <div className="status-card__actions">
        {!gone && (
          <Button size="lg" onClick={onRetry} isLoading={retrying}>
            {t('invitation.retry')}
          </Button>
        )}
        <ButtonLink to="/" variant={gone ? 'primary' : 'outline'} size="lg">
          {t('invitation.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
