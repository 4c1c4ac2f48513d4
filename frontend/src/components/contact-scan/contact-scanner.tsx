import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { ContactFormFields } from '@fairleads/shared/contact-codes';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { browserEnvironment, cameraProblem, stopStream, type CameraProblem } from './camera';
import { NS } from './i18n';
import { scanFromCard, scanFromCode } from './scan-result';
import { ScanLeftovers } from './scan-leftovers';
import type { CardScanResult, CodeDetector, ContactScan, ScanEnvironment, ScanMode } from './types';
import './contact-scan.css';

/** About five looks a second: quick enough for a badge held out, light on a phone's battery. */
const DETECT_INTERVAL_MS = 200;
/** Below this the OCR was unsure: the team is asked to check. */
const LOW_CONFIDENCE = 0.6;
const PHOTO_QUALITY = 0.9;

export interface ContactScannerProps {
  open: boolean;
  mode: ScanMode;
  /** The event's form (labels and choices of its own fields): what a result is mapped onto. */
  fields: ContactFormFields;
  onClose(): void;
  /** The team took the result ('In das Formular übernehmen'). */
  onResult(scan: ContactScan): void;
  /** Reads a card photo (each feature's own call of POST /api/events/{id}/card-scans); throws ApiError. */
  onCardPhoto(photo: Blob): Promise<CardScanResult>;
  /** Why a card cannot be read right now (no network), or null. */
  cardUnavailable?: string | null;
  /** The camera and detector; tests pass fakes. */
  environment?: ScanEnvironment;
}

/**
 * The camera scanner of the stand page and the lead desk: a badge's code (QR, Data Matrix, Aztec,
 * PDF417, Code 128/39, EAN) read live, or a business card photographed (a still of the preview or a
 * chosen photo) and read by the server's OCR. Shows what it read; the form takes it on 'übernehmen'.
 */
export function ContactScanner({ open, mode, onClose, ...rest }: ContactScannerProps) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={mode === 'badge' ? t('badgeTitle') : t('cardTitle')}
      description={mode === 'badge' ? t('badgeHint') : t('cardHint')}
      closeLabel={t('close')}
      size="md"
    >
      {/* mounted only while open: closing stops the camera */}
      {open && <ScannerBody key={mode} mode={mode} {...rest} />}
    </Dialog>
  );
}

type Camera = { state: 'starting' } | { state: 'live' } | { state: 'failed'; problem: CameraProblem };
type Phase = { kind: 'scanning' } | { kind: 'reading' } | { kind: 'result'; scan: ContactScan };

function ScannerBody({
  mode,
  fields,
  onResult,
  onCardPhoto,
  cardUnavailable = null,
  environment = browserEnvironment,
}: Omit<ContactScannerProps, 'open' | 'onClose'>) {
  const { t } = useTranslation(NS);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const detectorRef = useRef<Promise<CodeDetector> | null>(null);
  const [camera, setCamera] = useState<Camera>(() =>
    environment.isSecureContext() ? { state: 'starting' } : { state: 'failed', problem: 'insecure' },
  );
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'scanning' });
  const [problem, setProblem] = useState<string | null>(null);

  const detector = useCallback(() => (detectorRef.current ??= environment.createDetector()), [environment]);

  // the camera, from opening to the last frame: every track stops when the scanner goes
  useEffect(() => {
    let live = true;
    if (!environment.isSecureContext()) return;
    environment.openCamera().then(
      (stream) => {
        if (!live) return stopStream(stream);
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          void video.play?.()?.catch(() => undefined);
        }
        setCamera({ state: 'live' });
      },
      (error: unknown) => live && setCamera({ state: 'failed', problem: cameraProblem(error) }),
    );
    return () => {
      live = false;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, [environment, attempt]);

  function retryCamera() {
    setCamera({ state: 'starting' });
    setAttempt((n) => n + 1);
  }

  const showCode = useCallback(
    (rawValue: string) => {
      navigator.vibrate?.(60);
      setPhase({ kind: 'result', scan: scanFromCode(rawValue, fields) });
    },
    [fields],
  );

  // badges: look at the preview about five times a second until a code turns up
  useEffect(() => {
    if (mode !== 'badge' || camera.state !== 'live' || phase.kind !== 'scanning') return;
    let stopped = false;
    let looking = false;
    const timer = setInterval(() => {
      const video = videoRef.current;
      if (looking || stopped || !video || video.readyState < 2) return;
      looking = true;
      detector()
        .then((found) => found.detect(video))
        .then((codes) => {
          const code = codes.find((c) => c.rawValue);
          if (code && !stopped) showCode(code.rawValue);
        })
        .catch(() => {
          if (!stopped) setProblem(t('detectorFailed'));
          stopped = true;
        })
        .finally(() => {
          looking = false;
        });
    }, DETECT_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [mode, camera.state, phase.kind, detector, showCode, t]);

  async function readCard(photo: Blob) {
    if (cardUnavailable) return;
    setProblem(null);
    setPhase({ kind: 'reading' });
    try {
      const result = await onCardPhoto(photo);
      setPhase({ kind: 'result', scan: scanFromCard(result, fields) });
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : t('cardFailed'));
      setPhase({ kind: 'scanning' });
    }
  }

  async function readCodeInPhoto(photo: Blob) {
    setProblem(null);
    try {
      const bitmap = await createImageBitmap(photo);
      const codes = await (await detector()).detect(bitmap);
      const code = codes.find((c) => c.rawValue);
      if (code) showCode(code.rawValue);
      else setProblem(t('noCodeInPhoto'));
    } catch {
      setProblem(t('noCodeInPhoto'));
    }
  }

  function takePhoto() {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    canvas.toBlob((blob) => blob && void readCard(blob), 'image/jpeg', PHOTO_QUALITY);
  }

  function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    void (mode === 'card' ? readCard(file) : readCodeInPhoto(file));
  }

  const status =
    phase.kind === 'reading'
      ? t('reading')
      : phase.kind === 'result'
        ? t('resultAnnouncement', { parts: foundParts(phase.scan).length })
        : camera.state === 'starting'
          ? t('starting')
          : camera.state === 'live' && mode === 'badge'
            ? t('searching')
            : '';

  return (
    <div className={`contact-scan contact-scan--${mode}`}>
      <div className="contact-scan__stage" hidden={phase.kind === 'result' || camera.state === 'failed'}>
        <video ref={videoRef} className="contact-scan__video" muted playsInline autoPlay aria-label={t('preview')} />
        <div className={`contact-scan__frame contact-scan__frame--${mode}`} aria-hidden="true" />
        {phase.kind === 'reading' && (
          <div className="contact-scan__reading">
            <span className="contact-scan__spinner" aria-hidden="true" />
            {t('reading')}
          </div>
        )}
      </div>

      {camera.state === 'failed' && (
        <div className="contact-scan__problem banner banner--error" role="alert">
          <p>{t(`camera.${camera.problem}`)}</p>
          {camera.problem !== 'insecure' && (
            <button type="button" className="btn btn--outline btn--sm" onClick={retryCamera}>
              {t('retry')}
            </button>
          )}
        </div>
      )}
      {problem && (
        <p className="contact-scan__problem banner banner--error" role="alert">
          {problem}
        </p>
      )}
      {/* the result's heading says it on screen: there the status is for screen readers only */}
      <p className={phase.kind === 'result' ? 'visually-hidden' : 'contact-scan__status'} role="status" aria-live="polite">
        {status}
      </p>

      {phase.kind === 'result' ? (
        <ScanResult
          scan={phase.scan}
          onApply={() => onResult(phase.scan)}
          onAgain={() => {
            setProblem(null);
            setPhase({ kind: 'scanning' });
          }}
        />
      ) : (
        <div className="contact-scan__actions">
          {mode === 'card' && cardUnavailable && <p className="contact-scan__hint muted">{cardUnavailable}</p>}
          {mode === 'card' && (
            <button
              type="button"
              className="btn btn--primary btn--lg btn--block"
              onClick={takePhoto}
              disabled={camera.state !== 'live' || phase.kind === 'reading' || Boolean(cardUnavailable)}
            >
              {t('takePhoto')}
            </button>
          )}
          <label className={`btn btn--outline btn--md btn--block contact-scan__file${phase.kind === 'reading' || (mode === 'card' && cardUnavailable) ? ' is-disabled' : ''}`}>
            {mode === 'card' ? t('choosePhoto') : t('choosePhotoOfCode')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden"
              onChange={choosePhoto}
              disabled={phase.kind === 'reading' || (mode === 'card' && Boolean(cardUnavailable))}
            />
          </label>
        </div>
      )}
    </div>
  );
}

const PARTS = ['name', 'email', 'phone', 'company', 'title', 'website'] as const;

function foundParts(scan: ContactScan) {
  return PARTS.flatMap((part) => {
    const value = part === 'email' ? scan.contact.email : scan.contact[part];
    return value ? [{ part, value }] : [];
  });
}

function ScanResult({ scan, onApply, onAgain }: { scan: ContactScan; onApply(): void; onAgain(): void }) {
  const { t } = useTranslation(NS);
  const parts = foundParts(scan);
  return (
    <div className="contact-scan__result">
      <h3 className="contact-scan__result-title">{t('resultTitle')}</h3>
      {parts.length ? (
        <dl className="contact-scan__fields">
          {parts.map(({ part, value }) => (
            <div key={part} className="contact-scan__field">
              <dt>{t(`parts.${part}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">{t('nothingFound')}</p>
      )}
      {scan.confidence !== undefined && scan.confidence < LOW_CONFIDENCE && parts.length > 0 && (
        <p className="contact-scan__hint">{t('lowConfidence')}</p>
      )}
      <ScanLeftovers scan={scan} />
      <div className="contact-scan__result-actions">
        {/* the focus lands here: Enter takes the result */}
        <button type="button" className="btn btn--primary btn--lg btn--block" onClick={onApply} autoFocus>
          {t('apply')}
        </button>
        <button type="button" className="btn btn--outline btn--md btn--block" onClick={onAgain}>
          {t('again')}
        </button>
      </div>
    </div>
  );
}
