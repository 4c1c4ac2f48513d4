import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/ui/field';
import { formErrorsFrom, hasFieldErrors, useFormErrors } from '@/lib/form-errors';
import { useCreateUser } from '../api/create-user';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { AssignableRole } from '../types';
import { UserFormDialog } from './user-form-dialog';
import { checkUserForm, DEFAULT_CREDITS_INPUT, PASSWORD_HINT_MIN_LENGTH, roleOptions, type UserFormValues } from './user-form';


type Values = UserFormValues & { password: string; companySlug: string };
const EMPTY: Values = { name: '', email: '', password: '', companySlug: '', role: 'user', eventCredits: DEFAULT_CREDITS_INPUT };
const REQUIRED = ['name', 'email', 'password', 'companySlug'] as const;
type FormField = (typeof REQUIRED)[number] | 'eventCredits';
/** In the order the dialog shows them. */
const FIELDS: readonly FormField[] = [...REQUIRED, 'eventCredits'];

/**
 * 'Neuen Benutzer erstellen': name, e-mail, password (the hint names 6 characters, only 'required'
 * is enforced) and company slug all required; role user (default) or admin; credits default 1,
 * minimum 0, non-numeric becomes 0.
 */
export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState<Values>(EMPTY);
  const { formRef, errors, problem, show, clear, reset } = useFormErrors<FormField>();

  const create = useCreateUser({
    onSuccess: () => {
      toast.success(t('users.created'));
      setValues(EMPTY);
      reset();
      onOpenChange(false);
    },
    // a taken address or slug at its field, anything else in the summary
    onError: (error) => {
      const found = formErrorsFrom(error, FIELDS, t('users.createFailedText'));
      show(found.errors, found.problem);
    },
  });

  const change = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    clear(...FIELDS.filter((field) => field in patch));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { errors: found, credits } = checkUserForm(values, REQUIRED);
    show(found);
    if (hasFieldErrors(found)) return;
    create.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      companySlug: values.companySlug.trim(),
      role: values.role as AssignableRole,
      eventCredits: credits,
    });
  }

  return (
    <UserFormDialog
      open={open}
      onClose={() => {
        reset();
        onOpenChange(false);
      }}
      title={t('userForm.createTitle')}
      description={t('userForm.createDescription')}
      values={values}
      onChange={change}
      roleOptions={roleOptions()}
      form={{ formRef, errors, problem }}
      order={FIELDS}
      onSubmit={onSubmit}
      pending={create.isPending}
      submitText={t('userForm.createSubmit')}
      pendingText={t('userForm.creating')}
      accountFields={
        <>
          <Field
            label={t('userForm.password')}
            name="password"
            type="password"
            required
            autoComplete="new-password"
            hint={t('userForm.passwordHint', { min: PASSWORD_HINT_MIN_LENGTH })}
            value={values.password}
            error={errors.password}
            onChange={(e) => change({ password: e.target.value })}
          />
          <Field
            label={t('userForm.companySlug')}
            name="companySlug"
            required
            autoComplete="off"
            hint={t('userForm.companySlugHint')}
            value={values.companySlug}
            error={errors.companySlug}
            onChange={(e) => change({ companySlug: e.target.value })}
          />
        </>
      }
    />
  );
}
