import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { settingsTexts } from '../texts';
import '../settings.css';

const t = settingsTexts.goodbye;

/**
 * /auf-wiedersehen: where the account deletion ends (the session is already gone). Says what
 * was deleted, thanks, and leads home or to a new registration (the route's register dialog).
 */
export function GoodbyePage({ onRegister }: { onRegister: () => void }) {
  useDocumentTitle(t.documentTitle);
  return (
    <div className="container container--narrow section">
      <Card padding="lg" className="status-card">
        <div className="status-card__center">
          <div className="panel-icon panel-icon--success" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
          <h1>{t.title}</h1>
          <p className="muted">{t.intro}</p>
          <ul className="goodbye__list">
            {settingsTexts.deletion.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
            <li>{t.sessionItem}</li>
          </ul>
          <p>{t.thanks}</p>
          <div className="goodbye__actions">
            <ButtonLink to="/" size="lg">
              {t.home}
            </ButtonLink>
            <Button variant="outline" size="lg" onClick={onRegister}>
              {t.registerAgain}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
