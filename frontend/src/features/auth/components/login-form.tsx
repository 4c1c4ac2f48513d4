import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useLogin, type LoginResponse } from '../api/login';
import { EmailField } from './email-field';
import { authTexts } from '../texts';
import { focusField, validateLogin } from '../validation';

const t = authTexts;

interface LoginFormProps {
  initialEmail?: string;
  onSuccess: (data: LoginResponse) => void;
}

export function LoginForm({ initialEmail = '', onSuccess }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');

  const loginMutation = useLogin({
    onSuccess,
    onError: (error) => {
      toast.error(t.toasts.errorTitle, { description: error.message || t.toasts.loginFailed });
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loginMutation.isPending) return;
    const input = { email: email.trim(), password: password.trim() };
    const problem = validateLogin(input);
    if (problem) {
      toast.error(problem.message);
      focusField(event.currentTarget, problem.field);
      return;
    }
    loginMutation.mutate(input);
  }

  return (
    <form className="stack" onSubmit={handleSubmit} noValidate aria-label={t.login.title}>
      <EmailField value={email} onChange={setEmail} />
      <Field
        label={t.fields.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        // with the address already filled in (after activation), the password is what is left to type
        autoFocus={Boolean(initialEmail) || undefined}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" size="lg" block isLoading={loginMutation.isPending}>
        {loginMutation.isPending ? t.login.pending : t.login.submit}
      </Button>
    </form>
  );
}
