import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../constants';
import { NS } from '../i18n';
import { AvvSection } from './avv-section';

/**
 * The cookie-consent modal is built with the public site; this button only asks it to open
 * through a window event (no modal of its own here).
 */
export function openCookieSettings() {
  window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT));
}

export function PrivacyTab() {
  const { t } = useTranslation(NS);
  return (
    <div className="settings__stack">
      <Card>
        <h2 className="settings__card-title">{t('cookies.title')}</h2>
        <p className="settings__note settings__note--top">{t('cookies.text')}</p>
        <Button variant="outline" onClick={openCookieSettings}>
          {t('cookies.button')}
        </Button>
      </Card>
      <Card>
        <h2 className="settings__card-title">{t('tom.title')}</h2>
        <p className="settings__note settings__note--top">{t('tom.intro')}</p>
        <ul className="settings__list">
          {t('tom.items', { returnObjects: true }).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card>
      <AvvSection />
    </div>
  );
}
