import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAND_PIN_PATTERN } from '@fairleads/shared/stand-mode';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useFormErrors } from '@/lib/form-errors';
import { NS } from '../i18n';

const FIELDS = ['pin'] as const;

interface ExitDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** How many visitors' submits still wait on the device (a warning when > 0). */
  waiting: number;
  /** POST …/exit: resolves on 204, throws ApiError otherwise. */
  exit(pin: string): Promise<void>;
  onExited(): void;
}

/** 'Stand-Modus beenden': only with the PIN set at registration, checked by the server. */
export function ExitDialog({ open, onOpenChange, waiting, exit, onExited }: ExitDialogProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'exit' });
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  // a wrong PIN is announced and the focus goes back to the emptied PIN field
  const { formRef, errors, show, reset } = useFormErrors<'pin'>();

  function change(next: boolean) {
    if (!next) {
      setPin('');
      reset();
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!STAND_PIN_PATTERN.test(pin)) {
      show({ pin: t('pinInvalid') });
      return;
    }
    setBusy(true);
    reset();
    try {
      await exit(pin);
      onExited();
    } catch (failure) {
      show({ pin: failure instanceof ApiError && failure.status > 0 ? (failure.serverMessage ?? t('failed')) : t('offline') });
      setPin('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={change} title={t('title')} description={t('description')} closeLabel={t('cancel')}>
      <form ref={formRef} className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <ErrorSummary errors={errors} order={FIELDS} />
        {waiting > 0 && <p className="banner banner--info">{t('waitingWarning', { count: waiting })}</p>}
        <Field
          label={t('pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
          error={errors.pin}
          autoFocus
        />
        <div className="stand-dialog__actions">
          <Button variant="outline" size="lg" onClick={() => change(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" size="lg" isLoading={busy}>
            {busy ? t('confirming') : t('confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
