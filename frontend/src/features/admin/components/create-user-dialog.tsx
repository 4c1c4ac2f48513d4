import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { formErrorsFrom, hasFieldErrors, useFormErrors, type FieldErrors } from '@/lib/form-errors';
import { useCreateUser } from '../api/create-user';
import { adminTexts, MIN_EVENT_CREDITS } from '../texts';
import type { AssignableRole } from '../types';
import { SelectField } from './select-field';
import { creditsTooLow, DEFAULT_CREDITS_INPUT, parseCredits } from './user-form';

const t = adminTexts.userForm;
const tu = adminTexts.users;

const EMPTY = { name: '', email: '', password: '', companySlug: '', role: 'user' as AssignableRole, eventCredits: DEFAULT_CREDITS_INPUT };
type Values = typeof EMPTY;
type RequiredKey = 'name' | 'email' | 'password' | 'companySlug';
const REQUIRED: readonly RequiredKey[] = ['name', 'email', 'password', 'companySlug'];
type FormField = RequiredKey | 'eventCredits';
/** In the order the dialog shows them. */
const FIELDS: readonly FormField[] = [...REQUIRED, 'eventCredits'];

export const roleOptions = [
  { value: 'user', label: adminTexts.users.roles.user },
  { value: 'admin', label: adminTexts.users.roles.admin },
];

/**
 * 'Neuen Benutzer erstellen' (spec 5): name, e-mail, password (hint: 6 characters, only required
 * is enforced), company slug all required; role user (default) or admin; credits default 1,
 * minimum 0, non-numeric becomes 0.
 */
export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const { formRef, errors, problem, show, clear, reset } = useFormErrors<FormField>();

  const create = useCreateUser({
    onSuccess: () => {
      toast.success(tu.created);
      setValues(EMPTY);
      reset();
      onOpenChange(false);
    },
    // a taken address or slug at its field, anything else in the summary
    onError: (error) => {
      const found = formErrorsFrom(error, FIELDS, tu.createFailedText);
      show(found.errors, found.problem);
    },
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key !== 'role') clear(key as FormField);
  };

  const labels: Record<RequiredKey, string> = { name: t.name, email: t.email, password: t.password, companySlug: t.companySlug };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: FieldErrors<FormField> = {};
    for (const key of REQUIRED) {
      if (!values[key].trim()) next[key] = t.required(labels[key]);
    }
    const credits = parseCredits(values.eventCredits);
    if (creditsTooLow(credits)) next.eventCredits = t.negativeCredits;
    show(next);
    if (hasFieldErrors(next)) return;
    create.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      companySlug: values.companySlug.trim(),
      role: values.role,
      eventCredits: credits,
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && create.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t.createTitle}
      description={t.createDescription}
      size="md"
    >
      <form ref={formRef} className="admin-form" noValidate onSubmit={onSubmit}>
        <ErrorSummary errors={errors} order={FIELDS} problem={problem} />
        <Field label={t.name} name="name" required autoComplete="off" value={values.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
        <Field label={t.email} name="email" type="email" required autoComplete="off" value={values.email} error={errors.email} onChange={(e) => set('email', e.target.value)} />
        <Field
          label={t.password}
          name="password"
          type="password"
          required
          autoComplete="new-password"
          hint={t.passwordHint}
          value={values.password}
          error={errors.password}
          onChange={(e) => set('password', e.target.value)}
        />
        <Field
          label={t.companySlug}
          name="companySlug"
          required
          autoComplete="off"
          hint={t.companySlugHint}
          value={values.companySlug}
          error={errors.companySlug}
          onChange={(e) => set('companySlug', e.target.value)}
        />
        <div className="admin-form__row">
          <SelectField label={t.role} name="role" options={roleOptions} value={values.role} onChange={(e) => set('role', e.target.value as AssignableRole)} />
          <Field
            label={t.eventCredits}
            name="eventCredits"
            type="number"
            min={MIN_EVENT_CREDITS}
            step={1}
            inputMode="numeric"
            value={values.eventCredits}
            error={errors.eventCredits}
            onChange={(e) => set('eventCredits', e.target.value)}
          />
        </div>
        <div className="admin-form__actions">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {create.isPending ? t.creating : t.createSubmit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
