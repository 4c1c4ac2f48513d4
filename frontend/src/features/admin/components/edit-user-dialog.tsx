import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formErrorsFrom, hasFieldErrors, useFormErrors } from '@/lib/form-errors';
import { useUpdateUser } from '../api/update-user';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { AdminUser, UpdateUserInput } from '../types';
import { UserFormDialog } from './user-form-dialog';
import { checkUserForm, roleOptions, type UserFormValues } from './user-form';

const REQUIRED = ['name', 'email'] as const;
type FormField = (typeof REQUIRED)[number] | 'eventCredits';
/** In the order the dialog shows them. */
const FIELDS: readonly FormField[] = [...REQUIRED, 'eventCredits'];

interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/**
 * 'Benutzer bearbeiten': name and e-mail required, role user or admin, credits minimum 0, active
 * checkbox. Only the changed fields are sent (a superadmin's role stays untouched).
 */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState<UserFormValues>({
    name: user.name ?? '',
    email: user.email ?? '',
    role: user.role,
    eventCredits: String(user.eventCredits ?? 0),
  });
  const [isActive, setIsActive] = useState(Boolean(user.isActive));
  const { formRef, errors, problem, show, clear } = useFormErrors<FormField>();

  const update = useUpdateUser({
    onSuccess: () => {
      toast.success(t('users.updated'));
      onClose();
    },
    // a taken address at its field, anything else in the summary
    onError: (error) => {
      const found = formErrorsFrom(error, FIELDS, t('users.updateFailedText'));
      show(found.errors, found.problem);
    },
  });

  const change = (patch: Partial<UserFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    clear(...FIELDS.filter((field) => field in patch));
  };

  const options =
    user.role === 'superadmin' ? [...roleOptions(), { value: 'superadmin', label: t('users.roles.superadmin') }] : roleOptions();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { errors: found, credits } = checkUserForm(values, REQUIRED);
    show(found);
    if (hasFieldErrors(found)) return;
    const name = values.name.trim();
    const email = values.email.trim();
    const changes: UpdateUserInput = {};
    if (name !== user.name) changes.name = name;
    if (email !== user.email) changes.email = email;
    if (values.role !== user.role) changes.role = values.role as UpdateUserInput['role'];
    if (credits !== user.eventCredits) changes.eventCredits = credits;
    if (isActive !== user.isActive) changes.isActive = isActive;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate({ id: user.id, changes });
  }

  return (
    <UserFormDialog
      onClose={onClose}
      title={t('userForm.editTitle')}
      description={t('userForm.editDescription', { name: user.name || user.email })}
      values={values}
      onChange={change}
      roleOptions={options}
      form={{ formRef, errors, problem }}
      order={FIELDS}
      onSubmit={onSubmit}
      pending={update.isPending}
      submitText={t('userForm.editSubmit')}
      pendingText={t('userForm.saving')}
    >
      <div className="admin-check">
        <input
          id={`admin-active-${user.id}`}
          type="checkbox"
          checked={isActive}
          onChange={(e) => setIsActive(e.target.checked)}
          aria-describedby={`admin-active-${user.id}-hint`}
        />
        <label htmlFor={`admin-active-${user.id}`}>{t('userForm.isActive')}</label>
        <p id={`admin-active-${user.id}-hint`} className="field__hint admin-check__hint">
          {t('userForm.isActiveHint')}
        </p>
      </div>
    </UserFormDialog>
  );
}
