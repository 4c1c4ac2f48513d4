import { isDefaultText } from '@fairleads/shared/event-text-defaults';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { NS } from '../i18n';

interface MailTextFieldProps {
  label: string;
  name: string;
  value: string;
  /** Our text for this field: shown as the value until the organiser changes it. */
  defaultText: string;
  onChange: (value: string) => void;
  /** Rows of a long text; without: a one-line input. */
  rows?: number;
  /** Why the last save could not store it. */
  error?: string;
  /** What an empty field means, when it is not 'the default is sent' (a follow-up needs its text). */
  emptyHint?: string;
}

/**
 * One of the mail's texts, filled with the real text that is sent: our default until the
 * organiser edits it. Says whether it is the default; otherwise 'Standardtext wiederherstellen'
 * puts ours back (with an undo in the toast, since it replaces the organiser's words).
 */
export function MailTextField({ label, name, value, defaultText, onChange, rows, error, emptyHint }: MailTextFieldProps) {
  const { t } = useTranslation(NS);
  const empty = !value.trim();
  const atDefault = !empty && isDefaultText(value, defaultText);

  function restore() {
    const previous = value;
    onChange(defaultText);
    toast.success(t('mailTexts.restored'), { action: { label: t('mailTexts.undo'), onClick: () => onChange(previous) } });
  }

  const hint = (
    <span className="es-mailtext__hint">
      {atDefault ? (
        <span className="es-mailtext__badge">{t('mailTexts.isDefault')}</span>
      ) : (
        <>
          <span>{empty ? (emptyHint ?? t('mailTexts.emptyUsesDefault')) : t('mailTexts.isOwn')}</span>
          <button type="button" className="es-mailtext__restore" onClick={restore}>
            {t('mailTexts.restore')}
          </button>
        </>
      )}
    </span>
  );
  const common = { label, name, value, hint, error, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  return rows ? <TextAreaField rows={rows} {...common} /> : <Field {...common} />;
}
