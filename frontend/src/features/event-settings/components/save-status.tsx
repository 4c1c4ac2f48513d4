import type { AutoSaveStatus } from '../hooks/use-auto-save';
import { eventSettingsTexts } from '../texts';

const t = eventSettingsTexts.autoSave;

const LABEL: Record<AutoSaveStatus, string> = {
  idle: '',
  saving: t.saving,
  saved: t.saved,
  error: t.error,
};

/** Live region with the auto-save state; `partly`: a save left refused fields out. */
export function SaveStatus({ status, partly = false }: { status: AutoSaveStatus; partly?: boolean }) {
  const label = status === 'saved' && partly ? t.partlySaved : LABEL[status];
  const tone = status === 'saved' && partly ? 'partly' : status;
  return (
    <span className={`es-status es-status--${tone}`} role="status" aria-live="polite">
      {status !== 'idle' && <span className="es-status__dot" aria-hidden="true" />}
      {label}
    </span>
  );
}
