import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import type { User } from '@/lib/auth';
import { LANG, NS } from '../i18n';
import { Icon } from './icons';

export function Hero({ user, onOpenAuth }: { user: User | null; onOpenAuth: (mode: 'login' | 'register') => void }) {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'hero' });
  return (
    <section className="hero on-dark" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">{t('eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('title')} <span className="hero__accent">{t('titleAccent')}</span>
          </h1>
          <p className="hero__lead">{t('lead')}</p>
          <div className="hero__actions">
            {user ? (
              <ButtonLink to="/events" size="lg">
                {t('loggedInPrimary')}
              </ButtonLink>
            ) : (
              <>
                <Button size="lg" onClick={() => onOpenAuth('register')}>
                  {t('primary')}
                </Button>
                <Button size="lg" variant="inverse" onClick={() => onOpenAuth('login')}>
                  {t('secondary')}
                </Button>
              </>
            )}
          </div>
          <p className="hero__offer">
            <span className="hero__offer-dot" aria-hidden="true" />
            {t('freeOffer')}
          </p>
          <ul className="hero__trust">
            {t('trust', { returnObjects: true }).map((item) => (
              <li key={item}>
                <Icon name="check" size={18} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

/** Decorative product picture: the visitor's phone form and the organiser's "new lead" notice. */
function HeroVisual() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'hero.mock' });
  return (
    <div className="hero__visual" aria-hidden="true">
      <div className="mock-qr">
        <Icon name="qr" size={44} />
        <span>{t('scan')}</span>
      </div>
      <div className="mock-phone">
        <div className="mock-phone__notch" />
        <div className="mock-phone__screen">
          <div className="mock-form__header">
            <span className="mock-form__logo">{t('logo')}</span>
            <span className="mock-form__company">{t('company')}</span>
          </div>
          <div className="mock-form__body">
            <p className="mock-form__title">{t('formTitle')}</p>
            <div className="mock-form__field">
              <span>{t('email')}</span>
              <div className="mock-form__input">{t('emailValue')}</div>
            </div>
            <div className="mock-form__field">
              <span>{t('name')}</span>
              <div className="mock-form__input">{t('nameValue')}</div>
            </div>
            <div className="mock-form__consent">
              <span className="mock-form__check">
                <Icon name="check" size={12} />
              </span>
              {t('consent')}
            </div>
            <div className="mock-form__submit">{t('submit')}</div>
          </div>
        </div>
      </div>
      <div className="mock-toast">
        <span className="mock-toast__icon">
          <Icon name="bolt" size={18} />
        </span>
        <span>
          <strong>{t('toastTitle')}</strong>
          <span className="mock-toast__text">{t('toastText')}</span>
        </span>
      </div>
    </div>
  );
}
