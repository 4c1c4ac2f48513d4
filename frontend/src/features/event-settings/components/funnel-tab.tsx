import { FunnelChart } from '@/components/funnel/funnel-chart';
import { QueryState } from '@/components/ui/query-state';
import { useEventFunnel } from '@/lib/event-funnel';
import { eventSettingsTexts } from '../texts';

const t = eventSettingsTexts.funnel;

/** The event's funnel: what happened after the scan, per step and per day. */
export function FunnelTab({ eventId }: { eventId: string }) {
  const query = useEventFunnel(eventId);
  return (
    <section className="es-card stack" aria-labelledby="es-funnel-title">
      <div>
        <h3 id="es-funnel-title" className="es-card__title">
          {t.title}
        </h3>
        <p className="muted es-small">{t.intro}</p>
      </div>
      {/* the chart polls: a failed refresh (a flaky hall network) keeps the figures loaded before */}
      <QueryState query={query} layout="section" loadingLabel={t.loading} errorText={t.loadError} keepDataOnError>
        {(report) => <FunnelChart report={report} />}
      </QueryState>
    </section>
  );
}
