import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { MAX_IMAGE_BYTES, removeEventImage, uploadEventImage, type EventImageKind } from '../api/event-images';
import type { EventDetail } from '../types';
import { NS } from '../i18n';

interface ImageUploadProps {
  eventId: string;
  kind: EventImageKind;
  /** The uploaded image's address, null without one. */
  uploadedUrl: string | null;
  /** The saved event after an upload or removal. */
  onChanged: (event: EventDetail) => void;
}

type Busy = { what: 'upload'; percent: number } | { what: 'remove' } | null;

/**
 * Drop zone and button next to the logo or header URL: sends the file to the server, which
 * checks, scales and stores it (the server decides what a file is, by its content; only the size
 * is checked here, so a too big file is refused before it travels). Shows progress, the stored
 * image and German errors; 'Entfernen' makes the URL field count again.
 */
export function ImageUpload({ eventId, kind, uploadedUrl, onChanged }: ImageUploadProps) {
  const { t } = useTranslation(NS);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const label = kind === 'logo' ? t('upload.logo') : t('upload.header');

  async function send(file: File | undefined) {
    if (!file || busy) return;
    setError(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setError(t('upload.rule'));
      return;
    }
    setBusy({ what: 'upload', percent: 0 });
    try {
      onChanged(await uploadEventImage(eventId, kind, file, (percent) => setBusy({ what: 'upload', percent })));
    } catch (e) {
      setError(e instanceof ApiError && e.serverMessage ? e.serverMessage : t('upload.failed'));
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  }

  async function remove() {
    setError(null);
    setBusy({ what: 'remove' });
    try {
      onChanged(await removeEventImage(eventId, kind));
    } catch (e) {
      setError(e instanceof ApiError && e.serverMessage ? e.serverMessage : t('upload.removeFailed'));
    } finally {
      setBusy(null);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  }

  return (
    <div className="es-upload" data-testid={`upload-${kind}`}>
      <div
        className={`es-upload__zone${dragging ? ' is-dragging' : ''}${uploadedUrl ? ' has-image' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {uploadedUrl ? (
          <img className={`es-upload__preview es-upload__preview--${kind}`} src={uploadedUrl} alt={t('upload.previewAlt', { label })} />
        ) : (
          <span className="es-upload__icon" aria-hidden="true">
            ⇪
          </span>
        )}
        <div className="es-upload__body">
          <p className="es-upload__title">{uploadedUrl ? t('upload.inUse', { label }) : t('upload.drop')}</p>
          <p id={hintId} className="field__hint">
            {uploadedUrl ? t('upload.inUseHint') : t('upload.rule')}
          </p>
          <div className="es-upload__actions">
            <Button
              variant="outline"
              size="sm"
              isLoading={busy?.what === 'upload'}
              aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
              onClick={() => input.current?.click()}
            >
              {busy?.what === 'upload' ? t('upload.uploading') : uploadedUrl ? t('upload.replace') : t('upload.button')}
              <span className="visually-hidden"> ({label})</span>
            </Button>
            {uploadedUrl && (
              <Button variant="ghost" size="sm" isLoading={busy?.what === 'remove'} disabled={busy !== null} onClick={() => void remove()}>
                {t('upload.remove')}
                <span className="visually-hidden"> ({label})</span>
              </Button>
            )}
          </div>
          {busy?.what === 'upload' && (
            <progress className="es-upload__progress" max={100} value={busy.percent} aria-label={t('upload.progress', { label })}>
              {busy.percent} %
            </progress>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void send(event.target.files?.[0])}
        />
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
