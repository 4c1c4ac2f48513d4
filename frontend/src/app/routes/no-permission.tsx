import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { noPermissionTexts as t } from './texts';

/** A screen the member's role may not open: a word and the way to the lead desk. */
export function NoPermission() {
  return (
    <div className="container container--narrow section">
      <Card padding="lg" className="status-card">
        <div className="status-card__center">
          <h1>{t.title}</h1>
          <p className="muted">{t.text}</p>
          <ButtonLink to="/leads" size="lg">
            {t.leads}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
