import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner';
import { can, type Permission } from '@/lib/account-role';
import { useUser } from '@/lib/auth';
import type { EventView } from '@/lib/events';
import { formatInteger, formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { computeDashboardStats } from '../stats';
import { NS } from '../i18n';
import { DashboardFunnel } from './dashboard-funnel';
import { WelcomeDialog } from './welcome-dialog';

/** Payment toasts stay 5 s. */
const PAYMENT_TOAST_MS = 5000;

interface DashboardHomeProps {
  /** The organiser's events (GET /api/events) for the stat cards. */
  events: { data?: EventView[]; isPending: boolean; isError: boolean };
  /** The event grid with the create card; composed by the route (features do not import each other). */
  eventsSection?: ReactNode;
  /** The support dialog behind the floating help button (support feature, composed by the route). */
  renderSupportDialog?: (props: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
}

function usePaymentResultToast() {
  const { t } = useTranslation(NS);
  const [searchParams, setSearchParams] = useSearchParams();
  const payment = searchParams.get('payment');
  useEffect(() => {
    if (payment !== 'success' && payment !== 'cancelled') return;
    if (payment === 'success') {
      toast.success(t('payment.successTitle'), {
        id: 'payment-result',
        description: t('payment.successText'),
        duration: PAYMENT_TOAST_MS,
      });
    } else {
      toast.error(t('payment.cancelledTitle'), {
        id: 'payment-result',
        description: t('payment.cancelledText'),
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
  }, [payment, setSearchParams, t]);
}

/**
 * ?welcome=true&verified=true[&name=] (set by the first sign-in after activation) opens the
 * welcome dialog once; the parameters leave the address so a reload does not repeat it.
 */
function useWelcomeParams(): { welcomeName: string | null; dismissWelcome: () => void } {
  const { t } = useTranslation(NS);
  const [searchParams, setSearchParams] = useSearchParams();
  const [welcomeName, setWelcomeName] = useState(() =>
    searchParams.get('welcome') === 'true' && searchParams.get('verified') === 'true'
      ? searchParams.get('name')?.trim() || t('welcome.nameFallback')
      : null,
  );
  const hasParams = searchParams.has('welcome') || searchParams.has('verified');
  useEffect(() => {
    if (!hasParams) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of ['welcome', 'verified', 'name']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [hasParams, setSearchParams]);
  return { welcomeName, dismissWelcome: () => setWelcomeName(null) };
}

/** What each quick action needs (the stand team gets the lead desk and its team instead). */
const QUICK_ACTION_NEEDS: Record<string, Permission | 'staff-only'> = {
  '/events': 'events.manage',
  '/leads': 'leads.read',
  '/settings': 'billing.manage',
  '/settings?tab=team': 'staff-only',
};

/** 'Erika Muster' -> 'Erika': the greeting speaks to the person. */
function firstName(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

export function DashboardHome({ events, eventsSection, renderSupportDialog }: DashboardHomeProps) {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('documentTitle'));
  usePaymentResultToast();
  const { welcomeName, dismissWelcome } = useWelcomeParams();
  const [supportOpen, setSupportOpen] = useState(false);
  const { user } = useUser();
  const role = user?.accountRole;
  const manage = can(role, 'events.manage');
  const quickActions = t('quickActions', { returnObjects: true }).filter((action) => {
    const needs = QUICK_ACTION_NEEDS[action.to];
    if (needs === 'staff-only') return !can(role, 'billing.manage');
    return !needs || can(role, needs);
  });
  const name = firstName(user?.name);
  // unknown (an older server) counts as returning: 'Willkommen zurück' was the greeting before
  const signedInBefore = user?.signedInBefore !== false;
  const stats = events.data ? computeDashboardStats(events.data) : null;
  const placeholder = events.isPending ? '…' : '–';

  const cards = [
    { label: t('stats.activeEvents'), value: stats ? formatInteger(stats.activeEvents) : placeholder },
    { label: t('stats.totalLeads'), value: stats ? formatInteger(stats.totalLeads) : placeholder },
    { label: t('stats.confirmedLeads'), value: stats ? formatInteger(stats.confirmedLeads) : placeholder },
    { label: t('stats.conversionRate'), value: stats ? t('stats.percent', { value: formatNumber(stats.conversionRate, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }) : placeholder },
  ];

  return (
    <div className="container section">
      <header className="page-header">
        <h1>{name ? t('greeting', { name, signedInBefore: String(signedInBefore) }) : t('greetingWithoutName', { signedInBefore: String(signedInBefore) })}</h1>
        <p className="muted">{t('note')}</p>
      </header>

      <section aria-labelledby="dashboard-stats" className="dashboard-block">
        <h2 id="dashboard-stats" className="visually-hidden">
          {t('statsTitle')}
        </h2>
        {events.isError && <Banner tone="error">{t('statsError')}</Banner>}
        <dl className="stat-grid" aria-busy={events.isPending || undefined}>
          {cards.map((card) => (
            <div key={card.label} className="stat-card">
              <dt className="stat-card__label">{card.label}</dt>
              <dd className="stat-card__value">{card.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {events.data && can(role, 'insights.read') && <DashboardFunnel events={events.data} />}

      <section aria-labelledby="dashboard-quick" className="dashboard-block">
        <h2 id="dashboard-quick" className="section-title">
          {t('quickActionsTitle')}
        </h2>
        <ul className="tile-grid">
          {quickActions.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className="tile">
                <span className="tile__title">{action.title}</span>
                <span className="tile__text">{'withoutExport' in action && !can(role, 'leads.export') ? action.withoutExport : action.text}</span>
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
            {t('eventsTitle')}
          </h2>
          {eventsSection}
        </section>
      )}

      {/* the welcome offers to create the demo event: not for who creates no events */}
      {welcomeName !== null && manage && (
        <WelcomeDialog open name={welcomeName} onOpenChange={(open) => !open && dismissWelcome()} />
      )}

      {renderSupportDialog && (
        <>
          <button type="button" className="help-fab" aria-label={t('help.button')} title={t('help.button')} onClick={() => setSupportOpen(true)}>
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <circle cx="12" cy="12" r="9.5" />
              <path d="M9.3 9.2a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.4-2.7 4" strokeLinecap="round" />
              <circle cx="12" cy="17.4" r="0.6" fill="currentColor" />
            </svg>
          </button>
          {renderSupportDialog({ open: supportOpen, onOpenChange: setSupportOpen })}
        </>
      )}
    </div>
  );
}
