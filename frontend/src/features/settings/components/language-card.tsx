import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { i18n, LOCALES, type Locale } from '@/i18n';
import { applyLocale, useLocale } from '@/i18n/locale';
import { NS } from '../i18n';

/**
 * Sprache / Language: the texts change at once (the page and its tab stay where they are) and
 * the choice is saved for the user, so it follows them to every device and their mails. Each
 * language is named in itself. Saving failed: the previous language comes back, with the reason.
 */
export function LanguageCard() {
  const { t } = useTranslation(NS);
  const { locale, setLocale } = useLocale();
  const [saving, setSaving] = useState(false);
  const ids = useId();

  async function choose(next: Locale) {
    if (next === locale || saving) return;
    const previous = locale;
    setSaving(true);
    try {
      await setLocale(next);
      toast.success(i18n.t('settings:language.saved', { lng: next }));
    } catch {
      await applyLocale(previous);
      toast.error(i18n.t('settings:language.saveError', { lng: previous }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <h2 id={`${ids}-title`} className="settings__card-title">
        {t('language.title')}
      </h2>
      <fieldset className="settings__radios" aria-describedby={`${ids}-hint`} aria-busy={saving || undefined}>
        <legend className="field__label">{t('language.label')}</legend>
        {LOCALES.map((option) => (
          <div key={option} className="settings__checkbox">
            <input
              id={`${ids}-${option}`}
              type="radio"
              name={`${ids}-locale`}
              value={option}
              checked={locale === option}
              onChange={() => void choose(option)}
            />
            {/* each language named in itself, and read out in it */}
            <label htmlFor={`${ids}-${option}`} lang={option}>
              {t(`language.names.${option}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <p id={`${ids}-hint`} className="settings__note">
        {t('language.hint')}
      </p>
    </Card>
  );
}
