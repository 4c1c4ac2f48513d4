import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAND_RATINGS, STAND_THANK_YOU_MS, type StandRating } from '@fairleads/shared/stand-mode';
import type { Qualification } from '../queue/queue-store';
import { NS } from '../i18n';

export type ThankYouOutcome = { kind: 'sent'; requiresConfirmation: boolean } | { kind: 'queued' };

interface ThankYouProps {
  outcome: ThankYouOutcome;
  /** The screen is over (time up or 'Nächster Besucher'): the staff's rating, if any. */
  onDone(qualification: Qualification): void;
  /** Default STAND_THANK_YOU_MS; every touch of the rating or note starts it again. */
  durationMs?: number;
}

/**
 * After a submit: thanks for the visitor, a quick rating and a note for the staff, then the form
 * again. The time starts again with each touch of the staff's part and stands still while the note
 * is being typed, so a rating in progress is never cut off.
 */
export function ThankYou({ outcome, onDone, durationMs = STAND_THANK_YOU_MS }: ThankYouProps) {
  const { t } = useTranslation(NS);
  const [rating, setRating] = useState<StandRating | undefined>();
  const [note, setNote] = useState('');
  const [typing, setTyping] = useState(false);
  const [deadline, setDeadline] = useState(() => Date.now() + durationMs);
  const [now, setNow] = useState(() => Date.now());
  const finished = useRef(false);
  const latest = useRef<{ qualification: Qualification; onDone: ThankYouProps['onDone'] }>({ qualification: {}, onDone });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    latest.current = { qualification: { rating, note: note.trim() || undefined }, onDone };
  });

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    latest.current.onDone(latest.current.qualification);
  }, []);

  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    if (typing) return;
    const left = deadline - Date.now();
    const end = setTimeout(finish, Math.max(0, left));
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(end);
      clearInterval(tick);
    };
  }, [deadline, typing, finish]);

  const touched = () => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + durationMs);
  };
  const seconds = Math.max(1, Math.ceil((deadline - now) / 1000));

  return (
    <div className="stand-thanks">
      <div className="vp-status">
        <div className={`panel-icon panel-icon--${outcome.kind === 'sent' ? 'success' : 'info'}`} aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h1 ref={headingRef} tabIndex={-1} className="vp-status__title">
          {t('sent.title')}
        </h1>
        <p role="status" className="stand-thanks__message">
          {outcome.kind === 'queued' ? t('queued') : outcome.requiresConfirmation ? t('sent.doi') : t('sent.done')}
        </p>
      </div>

      <fieldset className="stand-staff">
        <legend className="stand-staff__title">{t('staff.title')}</legend>
        <div className="stand-staff__ratings" role="group" aria-label={t('staff.rating')}>
          {STAND_RATINGS.map((value) => (
            <button
              key={value}
              type="button"
              className={`stand-rating stand-rating--${value}`}
              aria-pressed={rating === value}
              onClick={() => {
                setRating(rating === value ? undefined : value);
                touched();
              }}
            >
              {t(`staff.ratings.${value}`)}
            </button>
          ))}
        </div>
        <label className="field__label" htmlFor="stand-note">
          {t('staff.note')}
        </label>
        <textarea
          id="stand-note"
          className="field__input stand-staff__note"
          rows={2}
          maxLength={500}
          autoComplete="off"
          placeholder={t('staff.notePlaceholder')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          onFocus={() => setTyping(true)}
          onBlur={() => {
            setTyping(false);
            touched();
          }}
        />
      </fieldset>

      <button type="button" className="btn btn--lg btn--block vp-button" onClick={finish}>
        {typing ? t('staff.next') : t('staff.nextIn', { seconds })}
      </button>
    </div>
  );
}
