import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner';
import { useUser } from '@/lib/auth';
import { formatCount, formatPercent, type EventView } from '@/lib/events';
import { useDocumentTitle } from '@/lib/use-document-title';
import { computeDashboardStats } from '../stats';
import { dashboardTexts as t } from '../texts';

/** Spec 9: payment toasts stay 5 s. */
export const PAYMENT_TOAST_MS = 5000;

export interface DashboardHomeProps {
  /** The organiser's events (GET /api/events) for the stat cards. */
  events: { data?: EventView[]; isPending: boolean; isError: boolean };
  /** The event grid with the create card; composed by the route (features do not import each other). */
  eventsSection?: ReactNode;
}

function usePaymentResultToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const payment = searchParams.get('payment');
  useEffect(() => {
    if (payment !== 'success' && payment !== 'cancelled') return;
    if (payment === 'success') {
      toast.success(t.payment.successTitle, {
        id: 'payment-result',
        description: t.payment.successText,
        duration: PAYMENT_TOAST_MS,
      });
    } else {
      toast.error(t.payment.cancelledTitle, {
        id: 'payment-result',
        description: t.payment.cancelledText,
        duration: PAYMENT_TOAST_MS,
      });
    }
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
  }, [payment, setSearchParams]);
}

export function DashboardHome({ events, eventsSection }: DashboardHomeProps) {
  useDocumentTitle(t.documentTitle);
  usePaymentResultToast();
  const { user } = useUser();
  const name = user?.name?.trim() || t.nameFallback;
  const stats = events.data ? computeDashboardStats(events.data) : null;
  const placeholder = events.isPending ? '…' : '–';

  const cards = [
    { label: t.stats.activeEvents, value: stats ? formatCount(stats.activeEvents) : placeholder },
    { label: t.stats.totalLeads, value: stats ? formatCount(stats.totalLeads) : placeholder },
    { label: t.stats.confirmedLeads, value: stats ? formatCount(stats.confirmedLeads) : placeholder },
    { label: t.stats.conversionRate, value: stats ? formatPercent(stats.conversionRate) : placeholder },
  ];

  return (
    <div className="container section">
      <header className="page-header">
        <h1>{t.greeting(name)}</h1>
        <p className="muted">{t.note}</p>
      </header>

      <section aria-labelledby="dashboard-stats" className="dashboard-block">
        <h2 id="dashboard-stats" className="visually-hidden">
          {t.statsTitle}
        </h2>
        {events.isError && <Banner tone="error">{t.statsError}</Banner>}
        <dl className="stat-grid" aria-busy={events.isPending || undefined}>
          {cards.map((card) => (
            <div key={card.label} className="stat-card">
              <dt className="stat-card__label">{card.label}</dt>
              <dd className="stat-card__value">{card.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="dashboard-quick" className="dashboard-block">
        <h2 id="dashboard-quick" className="section-title">
          {t.quickActionsTitle}
        </h2>
        <ul className="tile-grid">
          {t.quickActions.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className="tile">
                <span className="tile__title">{action.title}</span>
                <span className="tile__text">{action.text}</span>
                <span className="tile__arrow" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {eventsSection && (
        <section aria-labelledby="dashboard-events" className="dashboard-block">
          <h2 id="dashboard-events" className="section-title">
            {t.eventsTitle}
          </h2>
          {eventsSection}
        </section>
      )}
    </div>
  );
}
