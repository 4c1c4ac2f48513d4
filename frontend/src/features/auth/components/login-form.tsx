import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { LiveStatus } from '@/components/ui/live-status';
import { formErrorsFrom, hasFieldErrors, useFormErrors } from '@/lib/form-errors';
import { isSecondFactorPending, useLogin, type SignedIn } from '../api/login';
import { EmailField } from './email-field';
import { PasskeySignIn } from './passkey-sign-in';
import { NS } from '../i18n';
import { LOGIN_FIELDS, validateLogin, type LoginField } from '../validation';
import '../auth.css';

interface LoginFormProps {
  initialEmail?: string;
  /** Why the form is shown again (the code step's sign-in expired). */
  notice?: string | null;
  onSuccess: (data: SignedIn) => void;
  /** The password was right and the account asks for its authenticator code next. */
  onTwoFactorRequired: (email: string) => void;
  onForgotPassword: (email: string) => void;
}

export function LoginForm({ initialEmail = '', notice, onSuccess, onTwoFactorRequired, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation(NS);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const { formRef, errors, problem, show, clear } = useFormErrors<LoginField>();

  const loginMutation = useLogin({
    onSuccess: (data) => {
      if (isSecondFactorPending(data)) onTwoFactorRequired(email.trim());
      else onSuccess(data);
    },
    // a wrong password or a locked account belongs to no single field: the summary says it
    onError: (error) => {
      const found = formErrorsFrom(error, LOGIN_FIELDS, t('toasts.loginFailed'));
      show(found.errors, found.problem);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loginMutation.isPending) return;
    const input = { email: email.trim(), password: password.trim() };
    const found = validateLogin(input);
    show(found);
    if (hasFieldErrors(found)) return;
    loginMutation.mutate(input);
  }

  return (
    <div className="stack">
      <form ref={formRef} className="stack" onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
        {notice && <Banner tone="info">{notice}</Banner>}
        <ErrorSummary errors={errors} order={LOGIN_FIELDS} problem={problem} />
        <EmailField
          value={email}
          error={errors.email}
          onChange={(value) => {
            setEmail(value);
            clear('email');
          }}
        />
        <Field
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          // with the address already filled in (after activation), the password is what is left to type
          autoFocus={Boolean(initialEmail) || undefined}
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            clear('password');
          }}
        />
        <button type="button" className="link-button auth-forgot" onClick={() => onForgotPassword(email.trim())}>
          {t('login.forgot')}
        </button>
        <Button type="submit" size="lg" block isLoading={loginMutation.isPending}>
          {loginMutation.isPending ? t('login.pending') : t('login.submit')}
        </Button>
        <LiveStatus message={loginMutation.isPending ? t('login.pending') : null} />
      </form>
      <PasskeySignIn onSuccess={onSuccess} />
    </div>
  );
}
