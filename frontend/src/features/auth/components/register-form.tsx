import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { companySlugAsTyped, companySlugFrom } from '@fairleads/shared/slug-rules';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { formErrorsFrom, hasFieldErrors, useFormErrors } from '@/lib/form-errors';
import { useRegister, type RegisterInput, type RegisterResponse } from '../api/register';
import { EmailField } from './email-field';
import { passwordRuleTexts } from '@/lib/password-rules';
import { NS } from '../i18n';
import { REGISTER_FIELDS, validateRegister, type RegisterField } from '../validation';

interface RegisterFormProps {
  onSuccess: (data: RegisterResponse, input: RegisterInput) => void;
  /** Joining an account by invitation: the address is prefilled, no company slug is asked, no promo. */
  invitation?: { token: string; email: string };
}

function eventUrlExample(slug: string, example: string): string {
  return `${window.location.origin}/${slug || example}/event-name`;
}

export function RegisterForm({ onSuccess, invitation }: RegisterFormProps) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState({ email: invitation?.email ?? '', name: '', companySlug: '', password: '' });
  const { formRef, errors, problem, show, clear } = useFormErrors<RegisterField>();

  const registerMutation = useRegister({
    onSuccess,
    // the server's refusals land at their fields; a taken address or slug says so in the summary
    onError: (error) => {
      const found = formErrorsFrom(error, REGISTER_FIELDS, t('toasts.registerFailed'));
      show(found.errors, found.problem);
    },
  });

  function set(field: RegisterField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (registerMutation.isPending) return;
    const input: RegisterInput = {
      email: values.email.trim(),
      name: values.name.trim(),
      ...(invitation ? { invitationToken: invitation.token } : { companySlug: companySlugFrom(values.companySlug) }),
      password: values.password.trim(),
    };
    const found = validateRegister(input);
    show(found);
    if (hasFieldErrors(found)) return;
    registerMutation.mutate(input);
  }

  return (
    <form ref={formRef} className="stack" onSubmit={handleSubmit} noValidate aria-label={t('register.title')}>
      <ErrorSummary errors={errors} order={REGISTER_FIELDS} problem={problem} />
      {!invitation && (
        <div className="promo" aria-label={t('register.promoTitle')}>
          <p className="promo__title">{t('register.promoTitle')}</p>
          <ul className="promo__list">
            {t('register.promo', { returnObjects: true }).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <EmailField value={values.email} error={errors.email} onChange={(value) => set('email', value)} />
      <Field
        label={t('fields.name')}
        name="name"
        autoComplete="name"
        placeholder={t('fields.namePlaceholder')}
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      {!invitation && (
        <Field
          label={t('fields.companySlug')}
          name="companySlug"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('fields.companySlugPlaceholder')}
          required
          value={values.companySlug}
          error={errors.companySlug}
          onChange={(e) => set('companySlug', companySlugAsTyped(e.target.value))}
          hint={t('fields.companySlugHint', { url: eventUrlExample(values.companySlug, t('fields.companySlugExample')) })}
        />
      )}
      <Field
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={passwordRuleTexts.placeholder}
        required
        value={values.password}
        error={errors.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <Button type="submit" size="lg" block isLoading={registerMutation.isPending}>
        {registerMutation.isPending ? t('register.pending') : t('register.submit')}
      </Button>
    </form>
  );
}
