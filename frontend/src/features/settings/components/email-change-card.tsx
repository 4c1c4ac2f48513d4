import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { LiveStatus } from '@/components/ui/live-status';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { isEmailAddress } from '@/lib/email-address';
import { formErrorsFrom, hasFieldErrors, useFormErrors, type FieldErrors } from '@/lib/form-errors';
import { useRequestEmailChange } from '../api/request-email-change';
import { NS } from '../i18n';

type EmailField = 'newEmail' | 'password';
const FIELDS: readonly EmailField[] = ['newEmail', 'password'];
const SERVER_NAMES: Record<EmailField, string> = { newEmail: 'newEmail', password: 'currentPassword' };
/** Refusals that belong to one field, by the server's code. */
const FIELD_OF_CODE: Record<string, EmailField> = { IDENTITY_CURRENT_PASSWORD_WRONG: 'password', IDENTITY_EMAIL_UNCHANGED: 'newEmail' };

/** E-Mail-Adresse ändern: a link goes to the new address; the change happens when it is opened. */
export function EmailChangeCard() {
  const { t } = useTranslation(NS);
  const { user } = useUser();
  const [values, setValues] = useState<Record<EmailField, string>>({ newEmail: '', password: '' });
  const [sent, setSent] = useState<string | null>(null);
  const { formRef, errors, problem, show, clear } = useFormErrors<EmailField>();
  const mutation = useRequestEmailChange();

  function set(field: EmailField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const newEmail = values.newEmail.trim();
    const found: FieldErrors<EmailField> = {};
    if (!newEmail) found.newEmail = t('security.email.emailRequired');
    else if (!isEmailAddress(newEmail)) found.newEmail = t('security.email.emailInvalid');
    else if (newEmail.toLowerCase() === user?.email?.toLowerCase()) found.newEmail = t('security.email.sameEmail');
    if (!values.password) found.password = t('security.email.passwordRequired');
    show(found);
    if (hasFieldErrors(found)) return;
    setSent(null);
    mutation.mutate(
      { newEmail, currentPassword: values.password },
      {
        onSuccess: () => {
          setValues({ newEmail: '', password: '' });
          setSent(t('security.email.sent', { email: newEmail }));
        },
        onError: (error) => {
          const field = error instanceof ApiError && error.code ? FIELD_OF_CODE[error.code] : undefined;
          if (field) {
            show({ [field]: (error instanceof ApiError && error.serverMessage) || t('security.failed') });
            return;
          }
          const mapped = formErrorsFrom(error, FIELDS, t('security.failed'), (name) => SERVER_NAMES[name]);
          show(mapped.errors, mapped.problem);
        },
      },
    );
  }

  return (
    <Card>
      <h2 className="settings__card-title">{t('security.email.title')}</h2>
      <p className="settings__note settings__note--top">{user?.email ? t('security.email.intro', { email: user.email }) : t('security.email.introNoEmail')}</p>
      <form ref={formRef} className="stack" onSubmit={submit} noValidate aria-label={t('security.email.title')}>
        {sent && <Banner tone="success">{sent}</Banner>}
        <ErrorSummary errors={errors} order={FIELDS} problem={problem} />
        <Field
          label={t('security.email.newEmail')}
          type="email"
          name="new-email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('security.email.newEmailPlaceholder')}
          required
          value={values.newEmail}
          error={errors.newEmail}
          onChange={(e) => set('newEmail', e.target.value)}
        />
        <Field
          label={t('security.email.password')}
          type="password"
          name="email-change-password"
          autoComplete="current-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(e) => set('password', e.target.value)}
        />
        <div>
          <Button type="submit" isLoading={mutation.isPending}>
            {mutation.isPending ? t('security.email.pending') : t('security.email.submit')}
          </Button>
        </div>
        <LiveStatus message={mutation.isPending ? t('security.email.pending') : null} />
      </form>
    </Card>
  );
}
