import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ForgotPasswordForm } from '@/components/sign-in/forgot-password-form';
import { SecondFactorForm } from '@/components/sign-in/second-factor-form';
import { Dialog } from '@/components/ui/dialog';
import { i18n } from '@/i18n';
import { navigation } from '@/lib/navigation';
import type { SignedIn } from '../api/login';
import { loginSecondFactor } from '../api/login-second-factor';
import type { RegisterInput, RegisterResponse } from '../api/register';
import {
  DASHBOARD_PATH,
  LOGIN_BUTTON_REDIRECT_DELAY_MS,
  LOGIN_REDIRECT_DELAY_MS,
  NOT_CONFIRMED_MARKER,
  REGISTER_TOAST_DURATION_MS,
} from '../constants';
import { NS } from '../i18n';
import { LoginForm } from './login-form';
import { LoginSuccessPanel } from './login-success-panel';
import { RegisterForm } from './register-form';
import { VerificationPanel } from './verification-panel';

export type AuthMode = 'login' | 'register';

type View =
  | { kind: 'form' }
  | { kind: 'forgot'; email: string }
  | { kind: 'second-factor'; email: string }
  | { kind: 'verify'; email: string; registration: RegisterInput }
  | { kind: 'login-success' };

export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Initial mode, chosen by the opener (Login button vs. register call to action). */
  mode: AuthMode;
  /** The address the login form starts with (e.g. the account just activated). */
  initialEmail?: string;
  /** Where a sign-in goes instead of the dashboard (a path of this site, e.g. an invitation). */
  returnTo?: string;
}

function showRegistrationToast(data: RegisterResponse) {
  const t = i18n.getFixedT(null, NS);
  if (data.message && NOT_CONFIRMED_MARKER.test(data.message)) {
    toast.success(t('toasts.resent'), { description: t('toasts.resentDescription'), duration: REGISTER_TOAST_DURATION_MS });
  } else {
    toast.success(t('toasts.accountCreated'), {
      description: t('toasts.accountCreatedDescription'),
      duration: REGISTER_TOAST_DURATION_MS,
    });
  }
}

/**
 * The first sign-in of a new account lands on the dashboard's welcome dialog; a sign-in that
 * came from a page (an invitation) goes back there.
 */
function dashboardPathAfterLogin(data: SignedIn, returnTo?: string): string {
  if (returnTo) return returnTo;
  if (!data.firstLogin) return DASHBOARD_PATH;
  const query = new URLSearchParams({ welcome: 'true', verified: 'true' });
  if (data.user?.name?.trim()) query.set('name', data.user.name.trim());
  return `${DASHBOARD_PATH}?${query.toString()}`;
}

export function AuthDialog({ open, onOpenChange, mode: initialMode, initialEmail = '', returnTo }: AuthDialogProps) {
  const { t } = useTranslation(NS);
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [view, setView] = useState<View>({ kind: 'form' });
  const [prefillEmail, setPrefillEmail] = useState(initialEmail);
  /** Why the login form is back (the code step's sign-in expired). */
  const [loginNotice, setLoginNotice] = useState<string | null>(null);
  /** Bumped on every mode switch/reset so the forms remount with empty fields. */
  const [formKey, setFormKey] = useState(0);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const dashboardTarget = useRef(DASHBOARD_PATH);

  // Every time the dialog opens (or the opener asks for another mode) start from a clean state.
  const [seen, setSeen] = useState({ open, initialMode });
  if (seen.open !== open || seen.initialMode !== initialMode) {
    setSeen({ open, initialMode });
    if (open) {
      setMode(initialMode);
      setView({ kind: 'form' });
      setPrefillEmail(initialEmail);
      setLoginNotice(null);
      setFormKey((k) => k + 1);
    }
  }

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  function switchMode(next: AuthMode, email = '', notice: string | null = null) {
    setMode(next);
    setView({ kind: 'form' });
    setPrefillEmail(email);
    setLoginNotice(notice);
    setFormKey((k) => k + 1);
  }

  function handleLoginSuccess(data: SignedIn) {
    toast.success(t('toasts.loginSuccess'));
    setView({ kind: 'login-success' });
    dashboardTarget.current = dashboardPathAfterLogin(data, returnTo);
    redirectTimer.current = setTimeout(() => {
      onOpenChange(false);
      navigation.assign(dashboardTarget.current);
    }, LOGIN_REDIRECT_DELAY_MS);
  }

  function goToDashboardNow() {
    if (redirectTimer.current) clearTimeout(redirectTimer.current);
    onOpenChange(false);
    redirectTimer.current = setTimeout(() => navigation.assign(dashboardTarget.current), LOGIN_BUTTON_REDIRECT_DELAY_MS);
  }

  function handleRegistered(data: RegisterResponse, input: RegisterInput) {
    if (data.requiresVerification) {
      showRegistrationToast(data);
      setView({ kind: 'verify', email: data.email || input.email, registration: input });
      return;
    }
    if (data.user) {
      toast.success(t('toasts.registered'), { description: t('toasts.registeredDescription') });
      switchMode('login', input.email);
      return;
    }
    toast.error(t('toasts.errorTitle'), { description: data.message || t('toasts.registerFailed') });
  }

  let title: string;
  let description: string | undefined;
  let body: ReactNode;
  let switcher: ReactNode = null;

  if (view.kind === 'verify') {
    title = t('verify.title');
    description = t('verify.description');
    body = (
      <VerificationPanel
        email={view.email}
        registration={view.registration}
        onResent={showRegistrationToast}
        onBackToLogin={() => switchMode('login')}
      />
    );
  } else if (view.kind === 'login-success') {
    title = t('loginSuccess.title');
    description = returnTo ? t('loginSuccess.descriptionBack') : t('loginSuccess.description');
    body = <LoginSuccessPanel onContinue={goToDashboardNow} label={returnTo ? t('loginSuccess.buttonBack') : undefined} />;
  } else if (view.kind === 'forgot') {
    title = t('forgot.title');
    // no description: the form's own intro says what happens, the dialog would only repeat it
    description = undefined;
    body = <ForgotPasswordForm initialEmail={view.email} label={t('forgot.title')} />;
    switcher = (
      <p className="dialog__switch">
        <button type="button" className="link-button" onClick={() => switchMode('login', view.email)}>
          {t('forgot.back')}
        </button>
      </p>
    );
  } else if (view.kind === 'second-factor') {
    title = t('secondFactor.title');
    description = t('secondFactor.description');
    body = (
      <SecondFactorForm
        label={t('secondFactor.title')}
        submit={loginSecondFactor}
        onSignedIn={handleLoginSuccess}
        onExpired={(notice) => switchMode('login', view.email, notice)}
        onBack={() => switchMode('login', view.email)}
      />
    );
  } else if (mode === 'login') {
    title = t('login.title');
    description = t('login.description');
    body = (
      <LoginForm
        key={formKey}
        initialEmail={prefillEmail}
        notice={loginNotice}
        onSuccess={handleLoginSuccess}
        onTwoFactorRequired={(email) => setView({ kind: 'second-factor', email })}
        onForgotPassword={(email) => setView({ kind: 'forgot', email })}
      />
    );
    switcher = (
      <p className="dialog__switch">
        {t('login.switchPrompt')}{' '}
        <button type="button" className="link-button" onClick={() => switchMode('register')}>
          {t('login.switchLink')}
        </button>
      </p>
    );
  } else {
    title = t('register.title');
    description = t('register.description');
    body = <RegisterForm key={formKey} onSuccess={handleRegistered} />;
    switcher = (
      <p className="dialog__switch">
        {t('register.switchPrompt')}{' '}
        <button type="button" className="link-button" onClick={() => switchMode('login')}>
          {t('register.switchLink')}
        </button>
      </p>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {body}
      {switcher}
    </Dialog>
  );
}
