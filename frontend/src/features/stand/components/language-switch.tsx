import { useTranslation } from 'react-i18next';
import { LOCALES } from '@/i18n';
import { useLocale } from '@/i18n/locale';
import { NS } from '../i18n';

/**
 * Deutsch / English for the stand's own words, each named in itself. The tablet keeps the choice
 * (it opens in the language last shown); a signed-in organiser's choice is saved for them too.
 * The page stays where it is: the form keeps what the visitor typed.
 */
export function StandLanguageSwitch() {
  const { t } = useTranslation(NS, { keyPrefix: 'language' });
  const { locale, setLocale } = useLocale();
  return (
    <div className="stand-lang" role="group" aria-label={t('label')}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          className="stand-lang__option"
          lang={option}
          aria-pressed={option === locale}
          onClick={() => void setLocale(option).catch(() => undefined)}
        >
          {t(option)}
        </button>
      ))}
    </div>
  );
}
