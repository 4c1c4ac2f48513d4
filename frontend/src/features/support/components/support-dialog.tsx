import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { formErrorsFrom, hasFieldErrors, useFormErrors, type FieldErrors } from '@/lib/form-errors';
import { useCreateSupportTicket } from '../api/create-support-ticket';
import { i18n } from '@/i18n';
import { NS } from '../i18n';
import type { SupportMode } from '../mode';
import '../support.css';

export interface SupportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: SupportMode;
  /** A signed-in organiser's name and address, filled in for them (still editable). */
  prefill?: { name?: string; email?: string };
}

/** Same shape as the server's check: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldName = 'name' | 'email' | 'message';
/** The fields in the order the dialog shows them. */
const FIELDS: readonly FieldName[] = ['name', 'email', 'message'];

function validate(values: Record<FieldName, string>): FieldErrors<FieldName> {
  const t = i18n.getFixedT(null, NS);
  const errors: FieldErrors<FieldName> = {};
  if (!values.name.trim()) errors.name = t('errors.name');
  if (!EMAIL.test(values.email.trim())) errors.email = t('errors.email');
  if (!values.message.trim()) errors.message = t('errors.message');
  return errors;
}

/**
 * Support request (mode 'support') or organiser enquiry (mode 'organizer'): form, sending,
 * success view; a failure shows a fixed error toast (not the server's text) and keeps the input. Closing resets.
 */
export function SupportDialog({ open, onOpenChange, mode, prefill }: SupportDialogProps) {
  const { t } = useTranslation(NS);
  // Each opening mounts a fresh form (empty fields, idle request state).
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setSession((s) => s + 1);
  }
  const texts = t(`modes.${mode}`, { returnObjects: true });

  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentSession, setSentSession] = useState(-1);
  const success = sentTo !== null && sentSession === session;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={success ? t('success.title') : texts.title}
      description={success ? t('success.text') : texts.description}
      size="md"
    >
      {success ? (
        <div className="stack panel-center support-success">
          <div className="panel-icon panel-icon--success" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
          <p className="muted" role="status">
            {t('success.hint', { email: sentTo })}
          </p>
          <Button size="lg" block onClick={() => onOpenChange(false)}>
            {t('success.close')}
          </Button>
        </div>
      ) : (
        <SupportForm
          key={session}
          mode={mode}
          prefill={prefill}
          onSent={(email) => {
            setSentTo(email);
            setSentSession(session);
          }}
        />
      )}
    </Dialog>
  );
}

function SupportForm({
  mode,
  onSent,
  prefill,
}: {
  mode: SupportMode;
  onSent: (email: string) => void;
  prefill?: SupportDialogProps['prefill'];
}) {
  const { t } = useTranslation(NS);
  const texts = t(`modes.${mode}`, { returnObjects: true });
  const [values, setValues] = useState<Record<FieldName, string>>({
    name: prefill?.name ?? '',
    email: prefill?.email ?? '',
    message: '',
  });
  const [website, setWebsite] = useState('');
  const { formRef, errors, show, clear } = useFormErrors<FieldName>();

  const mutation = useCreateSupportTicket({
    onSuccess: (_data, input) => onSent(input.email),
    onError: (error) => {
      // a field the server refuses is marked there; any other failure's wording is for the log
      // only, and the visitor reads the dialog's fixed sentence in a toast
      const found = formErrorsFrom(error, FIELDS, texts.errorDescription);
      show(found.errors);
      if (hasFieldErrors(found.errors)) return;
      console.error('Support-Anfrage fehlgeschlagen', error);
      toast.error(t('errorTitle'), { description: texts.errorDescription });
    },
  });

  function set(name: FieldName, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    clear(name);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validate(values);
    show(found);
    if (hasFieldErrors(found)) return;
    mutation.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      mode,
      website,
    });
  }

  return (
    <form ref={formRef} className="stack support-form" onSubmit={handleSubmit} noValidate aria-label={texts.title}>
      <ErrorSummary errors={errors} order={FIELDS} />
      <div className="support-form__row">
        <Field
          label={t('fields.name')}
          name="name"
          autoComplete="name"
          required
          placeholder={t('fields.namePlaceholder')}
          value={values.name}
          error={errors.name}
          maxLength={100}
          onChange={(e) => set('name', e.target.value)}
        />
        <Field
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={t('fields.emailPlaceholder')}
          value={values.email}
          error={errors.email}
          maxLength={254}
          onChange={(e) => set('email', e.target.value)}
        />
      </div>
      <TextAreaField
        label={texts.messageLabel}
        name="message"
        rows={4}
        required
        maxLength={5000}
        className="support-form__textarea"
        placeholder={texts.messagePlaceholder}
        value={values.message}
        error={errors.message}
        onChange={(e) => set('message', e.target.value)}
      />
      {/* Honeypot: invisible to people and screen readers; bots that fill every input give themselves away. */}
      <div className="support-form__hp" aria-hidden="true">
        <label>
          {t('fields.honeypot')}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </label>
      </div>
      <Button type="submit" size="lg" block isLoading={mutation.isPending}>
        {mutation.isPending ? t('sending') : texts.submit}
      </Button>
    </form>
  );
}
