import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useAcceptAvv } from '../api/accept-avv';
import { avvAcceptanceQueryOptions, type AvvAcceptance } from '../api/get-avv-acceptance';
import { AVV_READING_SECONDS, AVV_VERSION } from '../constants';
import { NS } from '../i18n';

/** AVV block: agreement text plus the 15 s gated acceptance, or the acceptance info once accepted. */
export function AvvSection() {
  const { t } = useTranslation(NS);
  const query = useQuery(avvAcceptanceQueryOptions());
  return (
    <Card>
      <h2 className="settings__card-title">{t('avv.title')}</h2>
      <QueryState query={query} layout="section" loadingLabel={t('avv.loading')} errorText={t('loadError')}>
        {(acceptance) => (acceptance.accepted ? <AvvAccepted acceptance={acceptance} /> : <AvvForm />)}
      </QueryState>
    </Card>
  );
}

function AvvAccepted({ acceptance }: { acceptance: AvvAcceptance }) {
  const { t } = useTranslation(NS);
  const date = acceptance.accepted_at ? formatDateTime(acceptance.accepted_at) : '';
  return (
    <Banner tone="success">
      <p className="settings__strong">{t('avv.accepted')}</p>
      <p>{t('avv.acceptedInfo', { date: date || '–', version: acceptance.document_version || AVV_VERSION })}</p>
    </Banner>
  );
}

function AvvDocument() {
  const { t } = useTranslation(NS);
  const titleId = useId();
  return (
    <section className="settings__document" tabIndex={0} aria-labelledby={titleId}>
      <h3 id={titleId} className="settings__document-title">
        {t('avv.documentTitle', { version: AVV_VERSION })}
      </h3>
      {t('avv.paragraphs', { returnObjects: true }).map((paragraph) => (
        <div key={paragraph.heading}>
          <h4>{paragraph.heading}</h4>
          <p>{paragraph.text}</p>
        </div>
      ))}
    </section>
  );
}

/** Counts down once per second from the reading time while the form is on screen. */
function useReadingCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const id = window.setInterval(() => {
      setLeft((value) => {
        if (value <= 1) window.clearInterval(id);
        return Math.max(0, value - 1);
      });
    }, 1000);
    return () => window.clearInterval(id);
  }, []);
  return left;
}

function AvvForm() {
  const { t } = useTranslation(NS);
  const secondsLeft = useReadingCountdown(AVV_READING_SECONDS);
  const readingDone = secondsLeft === 0;
  const [checked, setChecked] = useState(false);
  const [warning, setWarning] = useState<'tooEarly' | 'checkFirst' | null>(null);
  const checkboxId = useId();
  const hintId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const mutation = useAcceptAvv({
    onError: () => toast.error(t('avv.acceptError')),
    onSuccess: () => toast.success(t('avv.acceptedToast')),
  });

  const canAccept = readingDone && checked && !mutation.isPending;

  // 'too early' no longer holds once the reading time is over
  const shownWarning = readingDone && warning === 'tooEarly' ? null : warning;

  function accept() {
    if (mutation.isPending) return;
    if (!readingDone) {
      setWarning('tooEarly');
      return;
    }
    if (!checked) {
      setWarning('checkFirst');
      checkboxRef.current?.focus();
      return;
    }
    setWarning(null);
    mutation.mutate(AVV_VERSION);
  }

  return (
    <div className="settings__avv">
      <AvvDocument />
      <p id={hintId} className={`settings__countdown${readingDone ? ' is-done' : ''}`}>
        {readingDone ? t('avv.readDone') : t('avv.readHint', { seconds: secondsLeft })}
      </p>
      <div className="settings__checkbox">
        <input
          ref={checkboxRef}
          id={checkboxId}
          type="checkbox"
          checked={checked}
          disabled={!readingDone}
          aria-describedby={hintId}
          onChange={(event) => {
            setChecked(event.target.checked);
            if (event.target.checked) setWarning(null);
          }}
        />
        <label htmlFor={checkboxId}>{t('avv.checkbox')}</label>
      </div>
      {shownWarning && (
        <p className="settings__warning" role="alert">
          {t(`avv.${shownWarning}`)}
        </p>
      )}
      <div>
        <Button
          onClick={accept}
          aria-disabled={!canAccept || undefined}
          isLoading={mutation.isPending}
        >
          {mutation.isPending ? t('avv.accepting') : t('avv.accept')}
        </Button>
      </div>
    </div>
  );
}
