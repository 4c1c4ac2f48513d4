import type { AutoSaveStatus } from '../hooks/use-auto-save';
import { autoSaveTexts } from '../hooks/use-auto-save';

const LABEL: Record<AutoSaveStatus, string> = {
  idle: '',
  saving: autoSaveTexts.saving,
  saved: autoSaveTexts.saved,
  error: autoSaveTexts.error,
};

/** Live region with the auto-save state (spec 4). */
export function SaveStatus({ status }: { status: AutoSaveStatus }) {
  return (
    <span className={`es-status es-status--${status}`} role="status" aria-live="polite">
      {status !== 'idle' && <span className="es-status__dot" aria-hidden="true" />}
      {LABEL[status]}
    </span>
  );
}
