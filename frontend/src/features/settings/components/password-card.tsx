import { useState, type FormEvent } from 'react';
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
import { securityTexts } from '../security-texts';

const t = securityTexts.password;

type PasswordField = 'current' | NewPasswordField;
const FIELDS: readonly PasswordField[] = ['current', 'password', 'repeat'];
/** The current password did not match (403): said at its field. */
const CURRENT_PASSWORD_WRONG = 'IDENTITY_CURRENT_PASSWORD_WRONG';
/** The form's fields by the names the server gives them in a 400's `errors`. */
const SERVER_NAMES: Record<PasswordField, string> = { current: 'currentPassword', password: 'newPassword', repeat: 'repeat' };

/** Passwort ändern: the current one and the new one twice; the other devices are signed out. */
export function PasswordCard() {
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
    const found = { ...validateNewPassword(values.password, values.repeat), ...(values.current ? {} : { current: t.currentRequired }) };
    show(found);
    if (hasFieldErrors(found)) return;
    mutation.mutate(
      { currentPassword: values.current, newPassword: values.password },
      {
        onSuccess: (answer) => {
          setValues({ current: '', password: '', repeat: '' });
          setDone(answer?.message || t.done);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === CURRENT_PASSWORD_WRONG) {
            show({ current: error.serverMessage || securityTexts.failed });
            return;
          }
          const mapped = formErrorsFrom(error, FIELDS, securityTexts.failed, (field) => SERVER_NAMES[field]);
          show(mapped.errors, mapped.problem);
        },
      },
    );
  }

  return (
    <Card>
      <h2 className="settings__card-title">{t.title}</h2>
      <p className="settings__note settings__note--top">{t.intro}</p>
      <form ref={formRef} className="stack" onSubmit={submit} noValidate aria-label={t.title}>
        {done && <Banner tone="success">{done}</Banner>}
        <ErrorSummary errors={errors} order={FIELDS} problem={problem} />
        <Field
          label={t.current}
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
            {mutation.isPending ? t.pending : t.submit}
          </Button>
        </div>
        <LiveStatus message={mutation.isPending ? t.pending : null} />
      </form>
    </Card>
  );
}
