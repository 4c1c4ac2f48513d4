import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { navigation } from '@/lib/navigation';
import { useDeleteAccount } from '../api/delete-account';
import { DELETE_CONFIRMATION } from '../constants';
import { NS } from '../i18n';

type Step = 'warning' | 'confirm' | 'final';

/** Account deletion: warning -> confirmation (type DELETE) -> final step -> delete; errors return to the warning. */
export function AccountTab() {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('warning');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const focusRef = useRef<HTMLElement | null>(null);
  const firstRender = useRef(true);

  const mutation = useDeleteAccount({
    onSuccess: () => {
      queryClient.clear();
      // a full load: nothing of the deleted account stays in memory; the page says what went
      navigation.assign('/auf-wiedersehen');
    },
    onError: (error) => {
      toast.error((error instanceof ApiError && error.serverMessage) || t('deletion.error'));
      reset();
    },
  });

  function reset() {
    setStep('warning');
    setConfirmation('');
    setTouched(false);
  }

  // Move focus to the new step (not on the first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusRef.current?.focus();
  }, [step]);

  const matches = confirmation === DELETE_CONFIRMATION;
  const showMismatch = touched && confirmation.length > 0 && !matches;

  return (
    <section className="settings__danger" aria-labelledby="settings-danger-title">
      <h2 id="settings-danger-title" className="settings__danger-zone">
        {t('deletion.title')}
      </h2>
      <div className="card card--pad-md settings__danger-card">
        {step === 'warning' && (
          <div className="settings__danger-step">
            <h3 ref={(node) => void (focusRef.current = node)} tabIndex={-1} className="settings__card-title">
              {t('deletion.warningTitle')}
            </h3>
            <p>{t('deletion.warningText')}</p>
            <ul className="settings__list">
              {t('deletion.items', { returnObjects: true }).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="settings__note">{t('deletion.warningNote')}</p>
            <div>
              <Button className="settings__btn-danger" onClick={() => setStep('confirm')}>
                {t('deletion.start')}
              </Button>
            </div>
          </div>
        )}

        {step === 'confirm' && (
          <form
            className="settings__danger-step"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTouched(true);
              if (matches) setStep('final');
            }}
          >
            <h3 className="settings__card-title">{t('deletion.confirmTitle')}</h3>
            <Field
              ref={(node) => void (focusRef.current = node)}
              label={t('deletion.confirmLabel')}
              hint={showMismatch ? undefined : t('deletion.confirmHint')}
              error={showMismatch ? t('deletion.confirmMismatch') : undefined}
              value={confirmation}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => {
                setConfirmation(event.target.value);
                setTouched(true);
              }}
            />
            <div className="settings__actions">
              <Button type="submit" className="settings__btn-danger" disabled={!matches}>
                {t('deletion.next')}
              </Button>
              <Button variant="outline" onClick={reset}>
                {t('deletion.cancel')}
              </Button>
            </div>
          </form>
        )}

        {step === 'final' && (
          <div className="settings__danger-step">
            <h3 ref={(node) => void (focusRef.current = node)} tabIndex={-1} className="settings__card-title">
              {t('deletion.finalTitle')}
            </h3>
            <p>{t('deletion.finalText')}</p>
            <div className="settings__actions">
              <Button
                className="settings__btn-danger"
                isLoading={mutation.isPending}
                onClick={() => mutation.mutate(confirmation)}
              >
                {mutation.isPending ? t('deletion.deleting') : t('deletion.finalConfirm')}
              </Button>
              <Button variant="outline" onClick={reset} disabled={mutation.isPending}>
                {t('deletion.cancel')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
