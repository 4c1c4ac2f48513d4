import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
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
  const [errors, setErrors] = useState<Partial<Record<RequiredKey | 'eventCredits', string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const create = useCreateUser({
    onSuccess: () => {
      toast.success(tu.created);
      setValues(EMPTY);
      setErrors({});
      onOpenChange(false);
    },
    onError: (error) => {
      toast.error(tu.createFailed, { description: (error instanceof ApiError && error.serverMessage) || tu.createFailedText });
    },
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const labels: Record<RequiredKey, string> = { name: t.name, email: t.email, password: t.password, companySlug: t.companySlug };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: typeof errors = {};
    for (const key of REQUIRED) {
      if (!values[key].trim()) next[key] = t.required(labels[key]);
    }
    const credits = parseCredits(values.eventCredits);
    if (creditsTooLow(credits)) next.eventCredits = t.negativeCredits;
    setErrors(next);
    const firstInvalid = Object.keys(next)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
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
        if (!next) setErrors({});
        onOpenChange(next);
      }}
      title={t.createTitle}
      description={t.createDescription}
      size="md"
    >
      <form ref={formRef} className="admin-form" noValidate onSubmit={onSubmit}>
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
