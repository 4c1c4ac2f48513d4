import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { SETTINGS_FIELD_ORDER, settingsFieldLabel, type SettingsErrors, type SettingsField } from '../settings-rules';
import { NS } from '../i18n';

/**
 * What the auto-save could not store: the fields by their labels, that everything else is saved,
 * and a way to the first one (it may sit on another tab). Each field says why at the field itself.
 */
export function UnsavedNotice({ errors, onGoTo }: { errors: SettingsErrors; onGoTo: (field: SettingsField) => void }) {
  const { t } = useTranslation(NS);
  const fields = SETTINGS_FIELD_ORDER.filter((field) => errors[field]);
  if (fields.length === 0) return null;
  return (
    <Banner tone="error">
      <div className="es-unsaved">
        <div>
          <p className="es-unsaved__title">{t('unsaved.title', { fields: fields.map(settingsFieldLabel).join(', ') })}</p>
          <p className="es-unsaved__text">{fields.length === 1 ? t('unsaved.rest') : t('unsaved.restMany')}</p>
        </div>
        <Button variant="outline" size="sm" className="es-unsaved__go" onClick={() => onGoTo(fields[0])}>
          {t('unsaved.goTo')}
        </Button>
      </div>
    </Banner>
  );
}
