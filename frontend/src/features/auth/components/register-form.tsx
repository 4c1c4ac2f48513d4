import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { companySlugAsTyped, companySlugFrom } from '@fairleads/shared/slug-rules';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useRegister, type RegisterInput, type RegisterResponse } from '../api/register';
import { EmailField } from './email-field';
import { authTexts } from '../texts';
import { focusField, validateRegister } from '../validation';

const t = authTexts;

interface RegisterFormProps {
  onSuccess: (data: RegisterResponse, input: RegisterInput) => void;
}

function eventUrlExample(slug: string): string {
  return `${window.location.origin}/${slug || t.fields.companySlugExample}/event-name`;
}

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [companySlug, setCompanySlug] = useState('');
  const [password, setPassword] = useState('');

  const registerMutation = useRegister({
    onSuccess,
    onError: (error) => {
      toast.error(t.toasts.errorTitle, { description: error.message || t.toasts.registerFailed });
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (registerMutation.isPending) return;
    const input: RegisterInput = {
      email: email.trim(),
      name: name.trim(),
      companySlug: companySlugFrom(companySlug),
      password: password.trim(),
    };
    const problem = validateRegister(input);
    if (problem) {
      toast.error(problem.message);
      focusField(event.currentTarget, problem.field);
      return;
    }
    registerMutation.mutate(input);
  }

  return (
    <form className="stack" onSubmit={handleSubmit} noValidate aria-label={t.register.title}>
      <div className="promo" aria-label={t.register.promoTitle}>
        <p className="promo__title">{t.register.promoTitle}</p>
        <ul className="promo__list">
          {t.register.promo.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <EmailField value={email} onChange={setEmail} />
      <Field
        label={t.fields.name}
        name="name"
        autoComplete="name"
        placeholder={t.fields.namePlaceholder}
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Field
        label={t.fields.companySlug}
        name="companySlug"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t.fields.companySlugPlaceholder}
        required
        value={companySlug}
        onChange={(e) => setCompanySlug(companySlugAsTyped(e.target.value))}
        hint={t.fields.companySlugHint(eventUrlExample(companySlug))}
      />
      <Field
        label={t.fields.password}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={t.fields.passwordPlaceholder}
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" size="lg" block isLoading={registerMutation.isPending}>
        {registerMutation.isPending ? t.register.pending : t.register.submit}
      </Button>
    </form>
  );
}
