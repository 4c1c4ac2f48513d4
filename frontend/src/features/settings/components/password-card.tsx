import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, type NewPasswordField } from '@/components/sign-in/new-password-fields';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { LiveStatus } from '@/components/ui/live-status';
import { ApiError } from '@/lib/api-client';
import { formErrorsFrom, hasFieldErrors, useFormErrors } from '@/lib/form-errors';
import { validateNewPassword } from '@/lib/password-rules';
import { useChangePassword } from '../api/change-password';
import { NS } from '../i18n';

type PasswordField = 'current' | NewPasswordField;
const FIELDS: readonly PasswordField[] = ['current', 'password', 'repeat'];
/** The current password did not match (403): said at its field. */
const CURRENT_PASSWORD_WRONG = 'IDENTITY_CURRENT_PASSWORD_WRONG';
/** The form's fields by the names the server gives them in a 400's `errors`. */
const SERVER_NAMES: Record<PasswordField, string> = { current: 'currentPassword', password: 'newPassword', repeat: 'repeat' };

/** Passwort ändern: the current one and the new one twice; the other devices are signed out. */
export function PasswordCard() {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState<Record<PasswordField, string>>({ current: '', password: '', repeat: '' });
  const [done, setDone] = useState<string | null>(null);
  const { formRef, errors, problem, show, clear } = useFormErrors<PasswordField>();
  const mutation = useChangePassword();

  function set(field: PasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    setDone(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = { ...validateNewPassword(values.password, values.repeat), ...(values.current ? {} : { current: t('security.password.currentRequired') }) };
    show(found);
    if (hasFieldErrors(found)) return;
    mutation.mutate(
      { currentPassword: values.current, newPassword: values.password },
      {
        onSuccess: () => {
          setValues({ current: '', password: '', repeat: '' });
          setDone(t('security.password.done'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === CURRENT_PASSWORD_WRONG) {
            show({ current: error.serverMessage || t('security.failed') });
            return;
          }
          const mapped = formErrorsFrom(error, FIELDS, t('security.failed'), (field) => SERVER_NAMES[field]);
          show(mapped.errors, mapped.problem);
        },
      },
    );
  }

  return (
    <Card>
      <h2 className="settings__card-title">{t('security.password.title')}</h2>
      <p className="settings__note settings__note--top">{t('security.password.intro')}</p>
      <form ref={formRef} className="stack" onSubmit={submit} noValidate aria-label={t('security.password.title')}>
        {done && <Banner tone="success">{done}</Banner>}
        <ErrorSummary errors={errors} order={FIELDS} problem={problem} />
        <Field
          label={t('security.password.current')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={values.current}
          error={errors.current}
          onChange={(e) => set('current', e.target.value)}
        />
        <NewPasswordFields password={values.password} repeat={values.repeat} errors={errors} onChange={set} />
        <div>
          <Button type="submit" isLoading={mutation.isPending}>
            {mutation.isPending ? t('security.password.pending') : t('security.password.submit')}
          </Button>
        </div>
        <LiveStatus message={mutation.isPending ? t('security.password.pending') : null} />
      </form>
    </Card>
  );
}
