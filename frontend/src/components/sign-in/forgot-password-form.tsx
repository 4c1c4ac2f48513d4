import { useTranslation } from 'react-i18next';
import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { LiveStatus } from '@/components/ui/live-status';
import { isEmailAddress } from '@/lib/email-address';
import { formErrorsFrom, useFormErrors } from '@/lib/form-errors';
import { useRequestPasswordReset } from '@/lib/password-reset-request';
import { NS } from './i18n';
const FIELDS = ['email'] as const;

interface ForgotPasswordFormProps {
  initialEmail?: string;
  /** The form's accessible name (the surrounding heading's words). */
  label: string;
}

/**
 * 'Passwort vergessen?': the address, then the same neutral sentence for every address (whether
 * an account belongs to it is not told). The sentence replaces the form and takes the focus.
 */
export function ForgotPasswordForm({ initialEmail = '', label }: ForgotPasswordFormProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'forgot' });
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const { formRef, errors, problem, show, clear } = useFormErrors<'email'>();
  const mutation = useRequestPasswordReset();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const address = email.trim();
    const invalid = !address ? t('emailRequired') : !isEmailAddress(address) ? t('emailInvalid') : undefined;
    if (invalid) {
      show({ email: invalid });
      return;
    }
    mutation.mutate(address, {
      onSuccess: (answer) => {
        setSent(answer?.message || t('sent'));
        // the form goes away: the focus moves to what replaced it
        requestAnimationFrame(() => sentRef.current?.focus());
      },
      onError: (error) => {
        const found = formErrorsFrom(error, FIELDS, t('failed'));
        show(found.errors, found.problem);
      },
    });
  }

  if (sent) {
    return (
      <div className="stack" ref={sentRef} tabIndex={-1}>
        <Banner tone="success">{sent}</Banner>
        <p className="muted">{t('sentHint')}</p>
        <Button
          variant="link"
          onClick={() => {
            setSent(null);
            mutation.reset();
          }}
        >
          {t('again')}
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} className="stack" onSubmit={handleSubmit} noValidate aria-label={label}>
      <p className="muted">{t('intro')}</p>
      <ErrorSummary errors={errors} order={FIELDS} problem={problem} />
      <Field
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('emailPlaceholder')}
        required
        autoFocus
        value={email}
        error={errors.email}
        onChange={(e) => {
          setEmail(e.target.value);
          clear('email');
        }}
      />
      <Button type="submit" size="lg" block isLoading={mutation.isPending}>
        {mutation.isPending ? t('pending') : t('submit')}
      </Button>
      <LiveStatus message={mutation.isPending ? t('pending') : null} />
    </form>
  );
}
