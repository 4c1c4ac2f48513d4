import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { LiveStatus } from '@/components/ui/live-status';
import { ApiError } from '@/lib/api-client';
import { formErrorsFrom, useFormErrors } from '@/lib/form-errors';
import { NS } from './i18n';
const FIELDS = ['code'] as const;

/** The code did not match (TOTP or recovery code): the step stays, the code is typed again. */
const WRONG_SECOND_FACTOR = 'IDENTITY_WRONG_SECOND_FACTOR';
/** The pending sign-in is gone (5 minutes passed, or another sign-in began): back to the password. */
const SECOND_FACTOR_EXPIRED = 'IDENTITY_SECOND_FACTOR_EXPIRED';

type CodeKind = 'totp' | 'recovery';

interface SecondFactorFormProps<T> {
  /** POST …/login/2fa {code}: the sign-in's answer. */
  submit: (code: string) => Promise<T>;
  onSignedIn: (answer: T) => void;
  /** The pending sign-in is gone (its 5 minutes passed): back to the password step with this sentence. */
  onExpired: (message: string) => void;
  onBack: () => void;
  /** The form's accessible name. */
  label: string;
}

/**
 * The second step of a sign-in with an authenticator app: the six digits, or one of the recovery
 * codes. A wrong code stays here; an expired sign-in goes back to the password.
 */
export function SecondFactorForm<T>({ submit, onSignedIn, onExpired, onBack, label }: SecondFactorFormProps<T>) {
  const { t } = useTranslation(NS, { keyPrefix: 'code' });
  const [kind, setKind] = useState<CodeKind>('totp');
  const [code, setCode] = useState('');
  const { formRef, errors, problem, show, clear, reset } = useFormErrors<'code'>();

  const mutation = useMutation({
    mutationFn: submit,
    onSuccess: onSignedIn,
    onError: (error) => {
      // any other 401 means the same: no pending sign-in to complete
      if (error instanceof ApiError && (error.code === SECOND_FACTOR_EXPIRED || (error.status === 401 && error.code !== WRONG_SECOND_FACTOR))) {
        onExpired(t('expired'));
        return;
      }
      if (error instanceof ApiError && error.code === WRONG_SECOND_FACTOR) {
        setCode('');
        show({ code: error.serverMessage || t('wrong') });
        return;
      }
      // locked for a while (429) or no connection: the server's sentence says how long
      const found = formErrorsFrom(error, FIELDS, t('failed'));
      show(found.errors, found.problem);
    },
  });

  function switchKind() {
    setKind((current) => (current === 'totp' ? 'recovery' : 'totp'));
    setCode('');
    reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const value = kind === 'totp' ? code.replace(/\s/g, '') : code.trim();
    const invalid = !value ? t('required') : kind === 'totp' && !/^\d{6}$/.test(value) ? t('totpFormat') : undefined;
    if (invalid) {
      show({ code: invalid });
      return;
    }
    mutation.mutate(value);
  }

  const totp = kind === 'totp';
  return (
    <form ref={formRef} className="stack" onSubmit={handleSubmit} noValidate aria-label={label}>
      <ErrorSummary errors={errors} order={FIELDS} problem={problem} />
      <Field
        // a new field for the other kind: its own label, and the focus lands in it
        key={kind}
        label={totp ? t('totpLabel') : t('recoveryLabel')}
        hint={totp ? t('totpHint') : t('recoveryHint')}
        name="code"
        autoComplete={totp ? 'one-time-code' : 'off'}
        inputMode={totp ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={totp ? 7 : 40}
        required
        autoFocus
        value={code}
        error={errors.code}
        onChange={(e) => {
          setCode(e.target.value);
          clear('code');
        }}
      />
      <Button variant="link" size="sm" onClick={switchKind}>
        {totp ? t('useRecovery') : t('useTotp')}
      </Button>
      <Button type="submit" size="lg" block isLoading={mutation.isPending}>
        {mutation.isPending ? t('pending') : t('submit')}
      </Button>
      <LiveStatus message={mutation.isPending ? t('pending') : null} />
      <Button variant="outline" block onClick={onBack} disabled={mutation.isPending}>
        {t('back')}
      </Button>
    </form>
  );
}
