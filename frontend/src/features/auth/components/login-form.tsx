import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { formErrorsFrom, hasFieldErrors, useFormErrors } from '@/lib/form-errors';
import { useLogin, type LoginResponse } from '../api/login';
import { EmailField } from './email-field';
import { authTexts } from '../texts';
import { LOGIN_FIELDS, validateLogin, type LoginField } from '../validation';

const t = authTexts;

interface LoginFormProps {
  initialEmail?: string;
  onSuccess: (data: LoginResponse) => void;
}

export function LoginForm({ initialEmail = '', onSuccess }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const { formRef, errors, problem, show, clear } = useFormErrors<LoginField>();

  const loginMutation = useLogin({
    onSuccess,
    // a wrong password or a locked account belongs to no single field: the summary says it
    onError: (error) => {
      const found = formErrorsFrom(error, LOGIN_FIELDS, t.toasts.loginFailed);
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
    <form ref={formRef} className="stack" onSubmit={handleSubmit} noValidate aria-label={t.login.title}>
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
        label={t.fields.password}
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
      <Button type="submit" size="lg" block isLoading={loginMutation.isPending}>
        {loginMutation.isPending ? t.login.pending : t.login.submit}
      </Button>
    </form>
  );
}
