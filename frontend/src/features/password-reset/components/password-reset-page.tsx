import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ForgotPasswordForm } from '@/components/sign-in/forgot-password-form';
import { NewPasswordFields, type NewPasswordField } from '@/components/sign-in/new-password-fields';
import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorSummary } from '@/components/ui/error-summary';
import { LiveStatus } from '@/components/ui/live-status';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { formErrorsFrom, hasFieldErrors, useFormErrors } from '@/lib/form-errors';
import { validateNewPassword } from '@/lib/password-rules';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PASSWORD_RESET_EXPIRED, useResetToken } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { NS } from '../i18n';

const FIELDS: readonly NewPasswordField[] = ['password', 'repeat'];

/** '14:35' (the link holds 30 minutes, so the time of day says it), or null for an unreadable date. */
function timeOfDay(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatTime(date);
}

/** The landing page opens its sign-in dialog at ?login=1. */
const LOGIN_PATH = '/?login=1';

function isExpired(error: unknown): boolean {
  return error instanceof ApiError && (error.code === PASSWORD_RESET_EXPIRED || error.status === 410);
}

/** A link that no longer holds (used, unknown) or has expired: say which, and ask for a new one right here. */
function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/**
 * /passwort-zuruecksetzen/:token: checks the link first, then the new password twice (the
 * registration's rule, a strength hint), then the way to sign in. An expired or used link offers a
 * new one on the spot.
 */
export function PasswordResetPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('documentTitle'));
  const token = (useParams<{ token: string }>().token ?? '').trim();
  const check = useResetToken(token);
  const [done, setDone] = useState(false);
  /** The link died while the form was open (its 30 minutes passed). */
  const [diedWith, setDiedWith] = useState<unknown>(null);

  let content: ReactNode;
  if (done) {
    content = <Done />;
  } else if (!token || diedWith || (check.isError && isDeadLink(check.error))) {
    content = <DeadLink expired={isExpired(diedWith ?? check.error)} />;
  } else if (check.isPending) {
    content = (
      <div className="status-card__center" aria-live="polite">
        <Spinner size="lg" label={t('checking')} />
        <p className="muted">{t('checking')}</p>
      </div>
    );
  } else if (check.isError) {
    content = (
      <div className="status-card__center">
        {/* the server's sentence where it sent one (e.g. too many tries), else the connection */}
        <Banner tone="error">{(check.error instanceof ApiError && check.error.status > 0 && check.error.serverMessage) || t('loadError')}</Banner>
        <Button variant="outline" onClick={() => void check.refetch()} isLoading={check.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    content = <ResetForm token={token} expiresAt={check.data.expiresAt} onDone={() => setDone(true)} onDead={setDiedWith} />;
  }

  return (
    <div className="container container--narrow section">
      <Card padding="lg" className="status-card">
        {content}
      </Card>
    </div>
  );
}

interface ResetFormProps {
  token: string;
  expiresAt: string;
  onDone: () => void;
  onDead: (error: unknown) => void;
}

function ResetForm({ token, expiresAt, onDone, onDead }: ResetFormProps) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState({ password: '', repeat: '' });
  const { formRef, errors, problem, show, clear } = useFormErrors<NewPasswordField>();
  const mutation = useResetPassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validateNewPassword(values.password, values.repeat);
    show(found);
    if (hasFieldErrors(found)) return;
    mutation.mutate(
      { token, password: values.password },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isDeadLink(error)) {
            onDead(error);
            return;
          }
          const mapped = formErrorsFrom(error, FIELDS, t('failed'));
          show(mapped.errors, mapped.problem);
        },
      },
    );
  }

  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate aria-labelledby="password-reset-title">
      <h1 id="password-reset-title">{t('title')}</h1>
      <p className="muted">{t('intro', { hasExpiry: timeOfDay(expiresAt) ? 'yes' : 'no', expiresAt: timeOfDay(expiresAt) ?? '' })}</p>
      <ErrorSummary errors={errors} order={FIELDS} problem={problem} />
      <NewPasswordFields
        password={values.password}
        repeat={values.repeat}
        errors={errors}
        autoFocus
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          clear(field);
        }}
      />
      <Button type="submit" size="lg" block isLoading={mutation.isPending}>
        {mutation.isPending ? t('pending') : t('submit')}
      </Button>
      <LiveStatus message={mutation.isPending ? t('pending') : null} />
    </form>
  );
}

/** The heading of a state that replaced the form takes the focus, so screen readers start there. */
function FocusedHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

function Done() {
  const { t } = useTranslation(NS);
  return (
    <div className="status-card__center" role="status">
      <div className="panel-icon panel-icon--success" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <FocusedHeading>{t('doneTitle')}</FocusedHeading>
      <p className="muted">{t('doneText')}</p>
      <ButtonLink to={LOGIN_PATH} size="lg">
        {t('login')}
      </ButtonLink>
    </div>
  );
}

function DeadLink({ expired }: { expired: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <div className="stack">
      <div className="status-card__center">
        <div className="panel-icon panel-icon--error" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
          </svg>
        </div>
        <FocusedHeading>{expired ? t('expiredTitle') : t('invalidTitle')}</FocusedHeading>
        <p className="muted">{expired ? t('expiredText') : t('invalidText')}</p>
      </div>
      <h2>{t('requestTitle')}</h2>
      <ForgotPasswordForm label={t('requestTitle')} />
      <ButtonLink to="/" variant="ghost">
        {t('home')}
      </ButtonLink>
    </div>
  );
}
