import { useTranslation } from 'react-i18next';
import type { AutoSaveStatus } from '../hooks/use-auto-save';
import { NS } from '../i18n';

/** Live region with the auto-save state; `partly`: a save left refused fields out. */
export function SaveStatus({ status, partly = false }: { status: AutoSaveStatus; partly?: boolean }) {
  const { t } = useTranslation(NS);
  const label = status === 'saved' && partly ? t('autoSave.partlySaved') : (status === 'idle' ? '' : t(`autoSave.${status}`));
  const tone = status === 'saved' && partly ? 'partly' : status;
  return (
    <span className={`es-status es-status--${tone}`} role="status" aria-live="polite">
      {status !== 'idle' && <span className="es-status__dot" aria-hidden="true" />}
      {label}
    </span>
  );
}
