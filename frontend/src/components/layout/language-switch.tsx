import { useTranslation } from 'react-i18next';
import type { Locale } from '@/i18n';
import { useLocale } from '@/i18n/locale';
import { Button } from '../ui/button';
import { NS } from './i18n';

/**
 * The signed-in header's language switch: names the other language in itself ('English' while
 * German is shown, 'Deutsch' while English is). The texts change at once and the page stays where
 * it is (no navigation); the choice is saved for the user.
 */
export function LanguageSwitch() {
  const { t } = useTranslation(NS, { keyPrefix: 'language' });
  const { locale, setLocale } = useLocale();
  const other: Locale = locale === 'de' ? 'en' : 'de';
  return (
    <Button
      variant="ghost"
      size="sm"
      className="language-switch"
      aria-label={t('label')}
      onClick={() => {
        // a failed save leaves the language shown on this device; the next sign-in brings the saved one
        setLocale(other).catch(() => undefined);
      }}
    >
      <span lang={other}>{t('switchTo')}</span>
    </Button>
  );
}
