import { useTranslation } from 'react-i18next';
import { FunnelChart } from '@/components/funnel/funnel-chart';
import { QueryState } from '@/components/ui/query-state';
import { useEventFunnel } from '@/lib/event-funnel';
import { NS } from '../i18n';

/** The event's funnel: what happened after the scan, per step and per day. */
export function FunnelTab({ eventId }: { eventId: string }) {
  const { t } = useTranslation(NS);
  const query = useEventFunnel(eventId);
  return (
    <section className="es-card stack" aria-labelledby="es-funnel-title">
      <div>
        <h3 id="es-funnel-title" className="es-card__title">
          {t('funnel.title')}
        </h3>
        <p className="muted es-small">{t('funnel.intro')}</p>
      </div>
      {/* the chart polls: a failed refresh (a flaky hall network) keeps the figures loaded before */}
      <QueryState query={query} layout="section" loadingLabel={t('funnel.loading')} errorText={t('funnel.loadError')} keepDataOnError>
        {(report) => <FunnelChart report={report} />}
      </QueryState>
    </section>
  );
}
