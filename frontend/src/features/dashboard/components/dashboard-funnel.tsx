import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FunnelChart } from '@/components/funnel/funnel-chart';
import { QueryState } from '@/components/ui/query-state';
import { isActiveEvent, type EventView } from '@/lib/events';
import { useEventFunnel } from '@/lib/event-funnel';
import { NS } from '../i18n';

/**
 * The funnel of one of the organiser's events, the newest active one unless another is chosen
 * (a sum across events would mix fairs of different sizes and seasons).
 */
export function DashboardFunnel({ events }: { events: EventView[] }) {
  const { t } = useTranslation(NS, { keyPrefix: 'funnel' });
  const id = useId();
  // newest first (GET /api/events): active events lead, archived ones follow
  const choices = [...events.filter(isActiveEvent), ...events.filter((event) => !isActiveEvent(event))];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = choices.find((event) => event.id === chosenId) ?? choices[0] ?? null;
  const query = useEventFunnel(chosen?.id ?? null);
  if (!chosen) return null;

  return (
    <section aria-labelledby={`${id}-title`} className="dashboard-block">
      <div className="dashboard-funnel__head">
        <div>
          <h2 id={`${id}-title`} className="section-title">
            {t('title')}
          </h2>
          <p className="muted dashboard-funnel__intro">{t('intro')}</p>
        </div>
        {choices.length > 1 && (
          <div className="dashboard-funnel__picker">
            <label htmlFor={`${id}-event`} className="field__label">
              {t('eventLabel')}
            </label>
            <select id={`${id}-event`} className="field__input" value={chosen.id} onChange={(e) => setChosenId(e.target.value)}>
              {choices.map((event) => (
                <option key={event.id} value={event.id}>
                  {isActiveEvent(event) ? event.name : t('archived', { name: event.name })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className="card card--pad-lg dashboard-funnel__card">
        <p className="dashboard-funnel__event">
          <strong>{chosen.name}</strong>
          <Link to={`/events/${encodeURIComponent(chosen.id)}/settings?tab=funnel`}>{t('details')}</Link>
        </p>
        {/* the chart polls: a failed refresh (a flaky hall network) keeps the figures loaded before */}
        <QueryState query={query} layout="section" loadingLabel={t('loading')} errorText={t('loadError')} keepDataOnError>
          {(report) => <FunnelChart key={chosen.id} report={report} />}
        </QueryState>
      </div>
    </section>
  );
}
