import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { SecondFactorForm } from '@/components/sign-in/second-factor-form';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Logo } from '@/components/ui/logo';
import { ApiError } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isAdminSecondFactorPending, useAdminLogin, type AdminSignedIn } from '../api/admin-login';
import { adminLoginSecondFactor } from '../api/admin-login-second-factor';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * Admin login screen, shown at every admin path without an admin session. Success with role
 * admin goes to the dashboard; any other role (also a 403 from the server) is 'Zugriff verweigert'.
 * With an authenticator app on, the code step follows the password.
 */
export function AdminLogin() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('login.title'));
  const titleId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  /** Why the password step is back (the code step's sign-in expired). */
  const [notice, setNotice] = useState<string | null>(null);

  function signedIn({ user }: AdminSignedIn) {
    if (user?.role !== 'admin') {
      toast.error(t('login.deniedTitle'), { description: t('login.deniedText') });
      return;
    }
    toast.success(t('login.successTitle'), { description: t('login.successText') });
    queryClient.setQueryData(ME_QUERY_KEY, user);
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    navigate('/admin', { replace: true });
  }

  function backToPassword(message: string | null) {
    setPassword('');
    setNotice(message);
    setStep('password');
  }

  const login = useAdminLogin({
    onSuccess: (answer) => {
      if (isAdminSecondFactorPending(answer)) {
        setNotice(null);
        setStep('code');
        return;
      }
      signedIn(answer);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) {
        toast.error(t('login.deniedTitle'), { description: error.serverMessage || t('login.deniedText') });
        return;
      }
      toast.error(t('login.failedTitle'), { description: (error instanceof ApiError && error.serverMessage) || t('login.failedText') });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast.error(t('login.missingTitle'), { description: t('login.missingText') });
      return;
    }
    login.mutate({ email: email.trim(), password });
  }

  return (
    <main id="main" className="admin-login">
      <div className="admin-login__logo">
        <Logo />
      </div>
      <Card padding="lg" className="admin-login__card">
        <section aria-labelledby={titleId} className="admin-login__section">
          <div className="admin-login__header">
            <span className="admin-login__icon" aria-hidden="true">
              <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" strokeLinejoin="round" />
                <path d="M9 12l2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <h1 id={titleId}>{t('login.title')}</h1>
            <p className="muted">{step === 'code' ? t('login.codeIntro') : t('login.intro')}</p>
          </div>
          {step === 'code' ? (
            <div className="admin-login__form">
              <SecondFactorForm
                label={t('login.codeTitle')}
                submit={adminLoginSecondFactor}
                onSignedIn={signedIn}
                onExpired={backToPassword}
                onBack={() => backToPassword(null)}
              />
            </div>
          ) : (
            <form className="admin-login__form" noValidate onSubmit={onSubmit}>
              {notice && <Banner tone="info">{notice}</Banner>}
              <Field
                label={t('login.email')}
                type="email"
                name="email"
                autoComplete="username"
                placeholder={t('login.emailPlaceholder')}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                required
              />
              <Field
                label={t('login.password')}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
                // back from the code step: the address is kept, the password is what is left to type
                autoFocus={Boolean(email) || undefined}
              />
              <Button type="submit" size="lg" block isLoading={login.isPending}>
                {login.isPending ? t('login.pending') : t('login.submit')}
              </Button>
            </form>
          )}
          <p className="admin-login__note">{t('login.note')}</p>
        </section>
      </Card>
    </main>
  );
}
