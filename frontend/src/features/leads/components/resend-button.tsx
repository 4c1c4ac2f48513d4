import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { resendDoi } from '../api/resend-doi';
import { rememberResendLock, useResendLockHours } from '../hooks/use-resend-lock';
import { lockUntilFrom429, RESEND_LOCK_MS } from '../lib/resend-lock';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** Enabled -> sending -> success (then 24h lock) or error (back to enabled after 3 s). */
const RESEND_FEEDBACK_MS = 3000;

type Phase = 'idle' | 'sending' | 'success' | 'error';

interface ResendButtonProps {
  leadId: string | number;
  email: string;
  doiResentAt: string | null | undefined;
}

export function ResendButton({ leadId, email, doiResentAt }: ResendButtonProps) {
  const { t } = useTranslation(NS);
  const [phase, setPhase] = useState<Phase>('idle');
  const [errorLabel, setErrorLabel] = useState<string>(t('resendError'));
  const mounted = useRef(true);
  const timer = useRef<number | undefined>(undefined);
  const lockHours = useResendLockHours(leadId, doiResentAt);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const later = (next: Phase) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => mounted.current && setPhase(next), RESEND_FEEDBACK_MS);
  };

  const send = async () => {
    setPhase('sending');
    try {
      const result = await resendDoi(leadId);
      const until = result?.lockedUntil ? new Date(result.lockedUntil).getTime() : Number.NaN;
      rememberResendLock(leadId, Number.isNaN(until) ? Date.now() + RESEND_LOCK_MS : until);
      if (!mounted.current) return;
      setPhase('success');
      later('idle');
    } catch (error) {
      // the server's resend lock (not a rate limit's 429, which says nothing about this lead)
      if (error instanceof ApiError && error.code === 'LEADS_RESEND_LOCKED') {
        rememberResendLock(leadId, lockUntilFrom429(error.serverMessage));
        toast.error(t('resendToastTitle'), { description: error.serverMessage ?? error.message });
        if (!mounted.current) return;
        setPhase('idle');
        return;
      }
      const network = !(error instanceof ApiError) || error.status === 0;
      if (error instanceof ApiError && error.serverMessage) {
        toast.error(t('resendToastTitle'), { description: error.serverMessage });
      }
      if (!mounted.current) return;
      setErrorLabel(network ? t('resendNetworkError') : t('resendError'));
      setPhase('error');
      later('idle');
    }
  };

  let label: string;
  let detail: string | null = null;
  let modifier = '';
  if (phase === 'sending') {
    label = t('resendSending');
  } else if (phase === 'success') {
    label = t('resendSuccess');
    modifier = 'resend-btn--success';
  } else if (phase === 'error') {
    label = errorLabel;
    modifier = 'resend-btn--error';
  } else if (lockHours != null) {
    label = t('resendLocked');
    detail = t('resendLockedHours', { hours: lockHours });
    modifier = 'resend-btn--locked';
  } else {
    label = t('resend');
  }

  const disabled = phase !== 'idle' || lockHours != null;

  return (
    <span className="resend">
      <button
        type="button"
        className={['btn btn--outline btn--sm resend-btn', modifier].filter(Boolean).join(' ')}
        disabled={disabled}
        aria-busy={phase === 'sending' || undefined}
        aria-label={phase === 'idle' && lockHours == null ? t('resendLabel', { email }) : undefined}
        onClick={send}
      >
        {phase === 'sending' && <Spinner size="sm" decorative />}
        <span>{label}</span>
      </button>
      {detail && <span className="resend__detail">{detail}</span>}
      <span className="visually-hidden" aria-live="polite">
        {phase === 'success' || phase === 'error' ? label : ''}
      </span>
    </span>
  );
}
