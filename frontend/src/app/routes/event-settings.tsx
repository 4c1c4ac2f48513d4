import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EventSettingsPage } from '@/features/event-settings';
import { can } from '@/lib/account-role';
import { useAccountRole } from '@/lib/auth';
import { noPermissionTexts as t } from './texts';

/** The event settings for who manages events; the stand team gets a word and the way to its desk. */
function EventSettingsRoute() {
  if (!can(useAccountRole(), 'events.manage')) {
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
  return <EventSettingsPage />;
}

export { EventSettingsRoute as Component };
