import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEventDetail } from '../api/get-event-detail';
import { EventLoadError } from './event-load-error';
import { StandDevicesCard } from './stand-devices-card';
import '../event-settings.css';
import { NS } from '../i18n';

/**
 * /events/:eventId/devices: the event's stand devices (start stand mode here, see and end the
 * paired ones) without the rest of the settings, for the stand team, which may pair devices but
 * not open the event settings.
 */
export function StandDevicesPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('standMode.page.documentTitle'));
  const { eventId = '' } = useParams();
  const query = useEventDetail(eventId);
  const { user } = useUser();

  let body;
  if (query.isPending) {
    body = (
      <div className="es-state" aria-busy="true">
        <Spinner size="lg" label={t('standMode.page.loading')} />
        <p>{t('standMode.page.loading')}</p>
      </div>
    );
  } else if (query.isError) {
    body = <EventLoadError error={query.error} onRetry={() => void query.refetch()} texts={{ notFound: t('standMode.page.notFound'), loadError: t('standMode.page.loadError'), retry: t('standMode.page.retry'), toOverview: t('standMode.page.toOverview') }} />;
  } else {
    body = (
      <StandDevicesCard
        eventId={eventId}
        companySlug={user?.companySlug}
        eventSlug={query.data.slug}
        headingLevel={2}
        title={t('standMode.page.cardTitle')}
      />
    );
  }

  return (
    <div className="container container--narrow section event-settings">
      <header className="es-header">
        <ButtonLink to="/events" variant="ghost" size="sm" className="es-back">
          <span aria-hidden="true">←</span> {t('standMode.page.back')}
        </ButtonLink>
        <h1 className="es-header__title">{t('standMode.page.title')}</h1>
        {query.data && <p className="muted es-header__event">{query.data.name}</p>}
      </header>
      {body}
    </div>
  );
}
