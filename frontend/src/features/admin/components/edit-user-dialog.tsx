import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { formErrorsFrom, hasFieldErrors, useFormErrors, type FieldErrors } from '@/lib/form-errors';
import { useUpdateUser } from '../api/update-user';
import { adminTexts, MIN_EVENT_CREDITS } from '../texts';
import type { AdminUser, UpdateUserInput } from '../types';
import { roleOptions } from './create-user-dialog';
import { SelectField } from './select-field';
import { creditsTooLow, parseCredits } from './user-form';

const t = adminTexts.userForm;
const tu = adminTexts.users;
type FormField = 'name' | 'email' | 'eventCredits';
/** In the order the dialog shows them. */
const FIELDS: readonly FormField[] = ['name', 'email', 'eventCredits'];

interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/**
 * 'Benutzer bearbeiten' (spec 5): name and e-mail required, role user or admin, credits minimum
 * 0, active checkbox. Only the changed fields are sent (a superadmin's role stays untouched).
 */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const [name, setName] = useState(user.name ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [role, setRole] = useState<string>(user.role);
  const [credits, setCredits] = useState(String(user.eventCredits ?? 0));
  const [isActive, setIsActive] = useState(Boolean(user.isActive));
  const { formRef, errors, problem, show, clear } = useFormErrors<FormField>();

  const update = useUpdateUser({
    onSuccess: () => {
      toast.success(tu.updated);
      onClose();
    },
    // a taken address at its field, anything else in the summary
    onError: (error) => {
      const found = formErrorsFrom(error, FIELDS, tu.updateFailedText);
      show(found.errors, found.problem);
    },
  });

  const options =
    user.role === 'superadmin' ? [...roleOptions, { value: 'superadmin', label: tu.roles.superadmin }] : roleOptions;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: FieldErrors<FormField> = {};
    if (!name.trim()) next.name = t.required(t.name);
    if (!email.trim()) next.email = t.required(t.email);
    const eventCredits = parseCredits(credits);
    if (creditsTooLow(eventCredits)) next.eventCredits = t.negativeCredits;
    show(next);
    if (hasFieldErrors(next)) return;
    const changes: UpdateUserInput = {};
    if (name.trim() !== user.name) changes.name = name.trim();
    if (email.trim() !== user.email) changes.email = email.trim();
    if (role !== user.role) changes.role = role as UpdateUserInput['role'];
    if (eventCredits !== user.eventCredits) changes.eventCredits = eventCredits;
    if (isActive !== user.isActive) changes.isActive = isActive;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate({ id: user.id, changes });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title={t.editTitle}
      description={t.editDescription(user.name || user.email)}
      size="md"
    >
      <form ref={formRef} className="admin-form" noValidate onSubmit={onSubmit}>
        <ErrorSummary errors={errors} order={FIELDS} problem={problem} />
        <Field
          label={t.name}
          name="name"
          required
          autoComplete="off"
          value={name}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            clear('name');
          }}
        />
        <Field
          label={t.email}
          name="email"
          type="email"
          required
          autoComplete="off"
          value={email}
          error={errors.email}
          onChange={(e) => {
            setEmail(e.target.value);
            clear('email');
          }}
        />
        <div className="admin-form__row">
          <SelectField label={t.role} name="role" options={options} value={role} onChange={(e) => setRole(e.target.value)} />
          <Field
            label={t.eventCredits}
            name="eventCredits"
            type="number"
            min={MIN_EVENT_CREDITS}
            step={1}
            inputMode="numeric"
            value={credits}
            error={errors.eventCredits}
            onChange={(e) => {
              setCredits(e.target.value);
              clear('eventCredits');
            }}
          />
        </div>
        <div className="admin-check">
          <input
            id={`admin-active-${user.id}`}
            type="checkbox"
            checked={isActive}
            onChange={(e) => setIsActive(e.target.checked)}
            aria-describedby={`admin-active-${user.id}-hint`}
          />
          <label htmlFor={`admin-active-${user.id}`}>{t.isActive}</label>
          <p id={`admin-active-${user.id}-hint`} className="field__hint admin-check__hint">
            {t.isActiveHint}
          </p>
        </div>
        <div className="admin-form__actions">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" isLoading={update.isPending}>
            {update.isPending ? t.saving : t.editSubmit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
