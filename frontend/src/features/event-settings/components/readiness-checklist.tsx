import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ReadinessItemId } from '@fairleads/shared/event-readiness';
import { useTranslation } from 'react-i18next';
import { useEventReadiness } from '../api/get-event-readiness';
import { NS } from '../i18n';

/** The settings tab where an item is fixed. */
export type ReadinessTab = 'general' | 'form' | 'emails';
const TAB_OF: Record<ReadinessItemId, ReadinessTab> = {
  privacyUrl: 'form',
  downloadUrl: 'general',
  logo: 'general',
  headerImage: 'general',
  testMail: 'emails',
};

interface ReadinessChecklistProps {
  eventId: string;
  /** The saved event's updatedAt: every save asks the server again. */
  version: string | undefined;
  /** Opens the tab where an open item is fixed. */
  onGoTo: (tab: ReadinessTab) => void;
}

/**
 * 'Bereit zur Veröffentlichung': what the server found for privacy URL, download link, logo,
 * header image and test mail, each with its reason, and the way to the tab that fixes it.
 */
export function ReadinessChecklist({ eventId, version, onGoTo }: ReadinessChecklistProps) {
  const { t } = useTranslation(NS);
  const query = useEventReadiness(eventId, version);
  const items = query.data?.items ?? [];
  const done = items.filter((item) => item.ok).length;

  return (
    <section className="es-card es-ready" aria-labelledby="es-ready-title" aria-busy={query.isFetching || undefined}>
      <div className="es-ready__head">
        <h2 id="es-ready-title" className="es-card__title">
          {t('readiness.title')}
        </h2>
        {query.data && (
          <span className={`es-ready__badge${query.data.ready ? ' is-ready' : ''}`} data-testid="readiness-summary">
            {query.data.ready ? t('readiness.ready') : t('readiness.progress', { done, total: items.length })}
          </span>
        )}
        <Button variant="ghost" size="sm" className="es-ready__again" isLoading={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? t('readiness.checking') : t('readiness.checkAgain')}
        </Button>
      </div>
      {query.isPending ? (
        <p className="es-ready__state muted es-small">
          <Spinner size="sm" decorative /> {t('readiness.checking')}
        </p>
      ) : query.isError && !query.data ? (
        <p className="es-ready__state es-small" role="alert">
          {t('readiness.failed')}
        </p>
      ) : (
        <ul className="es-ready__list">
          {items.map((item) => (
            <li key={item.id} className={`es-ready__item${item.ok ? ' is-ok' : ' is-open'}`}>
              <span className="es-ready__mark" aria-hidden="true">
                {item.ok ? '✓' : '!'}
              </span>
              <div className="es-ready__text">
                <p className="es-ready__label">
                  {t(`readiness.items.${item.id}`)}
                  <span className="visually-hidden">: {item.ok ? t('readiness.okWord') : t('readiness.openWord')}</span>
                </p>
                <p className="es-ready__reason">{item.reason}</p>
              </div>
              {!item.ok && (
                <Button variant="link" size="sm" className="es-ready__fix" onClick={() => onGoTo(TAB_OF[item.id])}>
                  {t('readiness.fix', { tab: t(`tabs.${TAB_OF[item.id]}`) })}
                  <span className="visually-hidden"> ({t(`readiness.items.${item.id}`)})</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
