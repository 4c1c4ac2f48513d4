import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useAcceptAvv } from '../api/accept-avv';
import { avvAcceptanceQueryOptions, type AvvAcceptance } from '../api/get-avv-acceptance';
import { AVV_READING_SECONDS, AVV_VERSION, settingsTexts } from '../texts';

const t = settingsTexts.avv;

/** AVV block: agreement text plus the 15 s gated acceptance, or the acceptance info once accepted. */
export function AvvSection() {
  const query = useQuery(avvAcceptanceQueryOptions());
  return (
    <Card>
      <h2 className="settings__card-title">{t.title}</h2>
      <QueryState query={query} layout="section" loadingLabel={t.loading} errorText={settingsTexts.loadError}>
        {(acceptance) => (acceptance.accepted ? <AvvAccepted acceptance={acceptance} /> : <AvvForm />)}
      </QueryState>
    </Card>
  );
}

function AvvAccepted({ acceptance }: { acceptance: AvvAcceptance }) {
  const date = acceptance.accepted_at ? formatDateTime(acceptance.accepted_at) : '';
  return (
    <Banner tone="success">
      <p className="settings__strong">{t.accepted}</p>
      <p>{t.acceptedInfo(date || '–', acceptance.document_version || AVV_VERSION)}</p>
    </Banner>
  );
}

function AvvDocument() {
  const titleId = useId();
  return (
    <section className="settings__document" tabIndex={0} aria-labelledby={titleId}>
      <h3 id={titleId} className="settings__document-title">
        {t.documentTitle}
      </h3>
      {t.paragraphs.map((paragraph) => (
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
  const secondsLeft = useReadingCountdown(AVV_READING_SECONDS);
  const readingDone = secondsLeft === 0;
  const [checked, setChecked] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const checkboxId = useId();
  const hintId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const mutation = useAcceptAvv({
    onError: () => toast.error(t.acceptError),
    onSuccess: () => toast.success(t.acceptedToast),
  });

  const canAccept = readingDone && checked && !mutation.isPending;

  // 'too early' no longer holds once the reading time is over
  const shownWarning = readingDone && warning === t.tooEarly ? null : warning;

  function accept() {
    if (mutation.isPending) return;
    if (!readingDone) {
      setWarning(t.tooEarly);
      return;
    }
    if (!checked) {
      setWarning(t.checkFirst);
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
        {readingDone ? t.readDone : t.readHint(secondsLeft)}
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
        <label htmlFor={checkboxId}>{t.checkbox}</label>
      </div>
      {shownWarning && (
        <p className="settings__warning" role="alert">
          {shownWarning}
        </p>
      )}
      <div>
        <Button
          onClick={accept}
          aria-disabled={!canAccept || undefined}
          isLoading={mutation.isPending}
        >
          {mutation.isPending ? t.accepting : t.accept}
        </Button>
      </div>
    </div>
  );
}
