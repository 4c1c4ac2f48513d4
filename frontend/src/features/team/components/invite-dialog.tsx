import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import type { AccountRole } from '@/lib/account-role';
import { formErrorsFrom, hasFieldErrors, useFormErrors, type FieldErrors } from '@/lib/form-errors';
import { useCreateInvitation } from '../api/create-invitation';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

type InviteField = 'email' | 'role';
const FIELDS: readonly InviteField[] = ['email', 'role'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The roles the inviter may give (a manager invites no owners). */
  roles: readonly AccountRole[];
}

/** 'Mitglied einladen': address and role; the server's refusals show at the field or on top. */
export function InviteDialog({ open, onOpenChange, roles }: InviteDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('invite.title')} description={t('invite.description')} size="md">
      {/* remounted on every opening: empty fields, no old error */}
      {open && <InviteForm roles={roles} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function InviteForm({ roles, onDone }: { roles: readonly AccountRole[]; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AccountRole>(roles.includes('staff') ? 'staff' : roles[0]);
  const { formRef, errors, problem, show, clear } = useFormErrors<InviteField>();
  const invite = useCreateInvitation({
    onSuccess: (invitation) => {
      toast.success(t('invite.sent', { email: invitation.email }));
      onDone();
    },
    onError: (error) => {
      const found = formErrorsFrom(error, FIELDS, t('invite.failed'));
      show(found.errors, found.problem);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const address = email.trim();
    const found: FieldErrors<InviteField> = {};
    if (!address) found.email = t('invite.emailRequired');
    else if (!EMAIL.test(address)) found.email = t('invite.emailInvalid');
    show(found);
    if (hasFieldErrors(found)) return;
    invite.mutate({ email: address, role });
  }

  return (
    <form ref={formRef} className="stack" noValidate onSubmit={submit}>
      <ErrorSummary errors={errors} order={FIELDS} problem={problem} />
      <Field
        label={t('invite.email')}
        type="email"
        name="email"
        autoComplete="off"
        placeholder={t('invite.emailPlaceholder')}
        required
        value={email}
        error={errors.email}
        disabled={invite.isPending}
        onChange={(e) => {
          setEmail(e.target.value);
          clear('email');
        }}
      />
      <fieldset className="team-roles" aria-describedby={errors.role ? `${id}-role-error` : undefined}>
        <legend className="field__label">{t('invite.role')}</legend>
        {roles.map((value) => (
          <label key={value} className="team-roles__option">
            <input
              type="radio"
              name={`${id}-role`}
              value={value}
              checked={role === value}
              disabled={invite.isPending}
              aria-invalid={errors.role ? true : undefined}
              onChange={() => {
                setRole(value);
                clear('role');
              }}
            />
            <span>
              <span className="team-roles__name">{t(`roles.${value}`)}</span>
              <span className="team-roles__sentence">{t(`roleSentences.${value}`)}</span>
            </span>
          </label>
        ))}
        {errors.role && (
          <p id={`${id}-role-error`} className="field__error">
            {errors.role}
          </p>
        )}
      </fieldset>
      <div className="team-confirm__actions">
        <Button variant="outline" onClick={onDone} disabled={invite.isPending}>
          {t('invite.cancel')}
        </Button>
        <Button type="submit" isLoading={invite.isPending}>
          {invite.isPending ? t('invite.pending') : t('invite.submit')}
        </Button>
      </div>
    </form>
  );
}
