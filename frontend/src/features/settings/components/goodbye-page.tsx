import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NS } from '../i18n';
import '../settings.css';

/**
 * /auf-wiedersehen: where the account deletion ends (the session is already gone). Says what
 * was deleted, thanks, and leads home or to a new registration (the route's register dialog).
 */
export function GoodbyePage({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('goodbye.documentTitle'));
  return (
    <div className="container container--narrow section">
      <Card padding="lg" className="status-card">
        <div className="status-card__center">
          <div className="panel-icon panel-icon--success" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
          <h1>{t('goodbye.title')}</h1>
          <p className="muted">{t('goodbye.intro')}</p>
          <ul className="goodbye__list">
            {t('deletion.items', { returnObjects: true }).map((item) => (
              <li key={item}>{item}</li>
            ))}
            <li>{t('goodbye.sessionItem')}</li>
          </ul>
          <p>{t('goodbye.thanks')}</p>
          <div className="goodbye__actions">
            <ButtonLink to="/" size="lg">
              {t('goodbye.home')}
            </ButtonLink>
            <Button variant="outline" size="lg" onClick={onRegister}>
              {t('goodbye.registerAgain')}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
