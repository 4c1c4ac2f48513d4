import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import type { FieldErrors } from '@/lib/form-errors';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { SelectField } from './select-field';
import { MIN_EVENT_CREDITS, type UserFormValues } from './user-form';

type UserFormField = 'name' | 'email' | 'eventCredits';

interface UserFormDialogProps<F extends string> {
  title: string;
  description: string;
  open?: boolean;
  /** Closing (the cross, Escape, 'Abbrechen') waits while the request runs. */
  onClose: () => void;
  values: UserFormValues;
  /** A change of one field; the dialog's own fields clear their error themselves through it. */
  onChange: (patch: Partial<UserFormValues>) => void;
  roleOptions: readonly { value: string; label: string }[];
  /** What useFormErrors shows, in `order` (the order of the fields on screen). */
  form: { formRef: RefObject<HTMLFormElement | null>; errors: FieldErrors<NoInfer<F> | UserFormField>; problem: string | null };
  order: readonly F[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submitText: string;
  pendingText: string;
  /** Fields between the e-mail and the role (the create dialog's password and company slug). */
  accountFields?: ReactNode;
  /** After role and credits (the edit dialog's active switch). */
  children?: ReactNode;
}

/** The frame both user dialogs share: name, e-mail, role and credits, the error summary and the actions. */
export function UserFormDialog<F extends string>({
  title,
  description,
  open = true,
  onClose,
  values,
  onChange,
  roleOptions,
  form: { formRef, errors, problem },
  order,
  onSubmit,
  pending,
  submitText,
  pendingText,
  accountFields,
  children,
}: UserFormDialogProps<F>) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      title={title}
      description={description}
      size="md"
    >
      <form ref={formRef} className="admin-form" noValidate onSubmit={onSubmit}>
        <ErrorSummary errors={errors} order={order} problem={problem} />
        <Field label={t('userForm.name')} name="name" required autoComplete="off" value={values.name} error={errors.name} onChange={(e) => onChange({ name: e.target.value })} />
        <Field
          label={t('userForm.email')}
          name="email"
          type="email"
          required
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(e) => onChange({ email: e.target.value })}
        />
        {accountFields}
        <div className="admin-form__row">
          <SelectField label={t('userForm.role')} name="role" options={roleOptions} value={values.role} onChange={(e) => onChange({ role: e.target.value })} />
          <Field
            label={t('userForm.eventCredits')}
            name="eventCredits"
            type="number"
            min={MIN_EVENT_CREDITS}
            step={1}
            inputMode="numeric"
            value={values.eventCredits}
            error={errors.eventCredits}
            onChange={(e) => onChange({ eventCredits: e.target.value })}
          />
        </div>
        {children}
        <div className="admin-form__actions">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('userForm.cancel')}
          </Button>
          <Button type="submit" isLoading={pending}>
            {pending ? pendingText : submitText}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
