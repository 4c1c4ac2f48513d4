import { Link } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAlerts } from '../api/get-alerts';
import { useAuditLog } from '../api/get-audit-log';
import { useEventStats } from '../api/get-event-stats';
import { useUserStats } from '../api/get-user-stats';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AuditEntries } from './audit-entries';

/** The newest audit entries the dashboard shows; the audit page has the rest. */
const RECENT_ACTIVITY = 5;
/** Pending deletions are counted over the next 30 days (the server's window). */
const PENDING_DELETION_DAYS = 30;

function StatCard({ label, value, detail }: { label: string; value: number | undefined; detail: string }) {
  const { t } = useTranslation(NS);
  return (
    <Card className="admin-stat">
      <dt className="admin-stat__label">{label}</dt>
      <dd className="admin-stat__value">{value ?? t('dashboard.placeholder')}</dd>
      <dd className="admin-stat__detail">{detail}</dd>
    </Card>
  );
}

/** /admin, /admin/ and /admin/dashboard. */
export function AdminDashboard() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('pageTitle', { page: t('dashboard.title') }));
  const userStats = useUserStats();
  const eventStats = useEventStats();
  const alerts = useAlerts();
  const activity = useAuditLog(1, RECENT_ACTIVITY);
  const users = userStats.data;
  const events = eventStats.data;
  const alertList = alerts.data ?? [];

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>{t('dashboard.title')}</h1>
        <p className="muted">{t('dashboard.intro')}</p>
      </header>

      {alertList.length > 0 && (
        <section className="card card--pad-md admin-alerts" aria-labelledby="admin-alerts-title">
          <h2 id="admin-alerts-title" className="admin-card__title">
            <span className="admin-alerts__icon" aria-hidden="true">
              !
            </span>
            {t('dashboard.alertsTitle')}
          </h2>
          <ul className="admin-alerts__list">
            {alertList.map((alert) => (
              <li key={alert.id} className="admin-alerts__item">
                <span>{alert.message}</span>
                <time className="admin-alerts__time" dateTime={alert.createdAt}>
                  {formatDateTime(alert.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      )}

      {(userStats.isError || eventStats.isError) && <Banner tone="error">{t('dashboard.statsError')}</Banner>}

      <section aria-label={t('dashboard.statsLabel')}>
        <dl className="admin-stats">
          <StatCard label={t('dashboard.activeUsers')} value={users?.activeUsers} detail={t('dashboard.newUsers', { count: users?.newUsersThisWeek ?? 0 })} />
          <StatCard label={t('dashboard.activeEvents')} value={events?.activeEvents} detail={t('dashboard.eventsThisMonth', { count: events?.eventsThisMonth ?? 0 })} />
          <StatCard label={t('dashboard.totalLeads')} value={events?.totalLeads} detail={t('dashboard.newLeads', { count: events?.leadsThisWeek ?? 0 })} />
          <StatCard label={t('dashboard.pendingDeletions')} value={events?.pendingDeletions} detail={t('dashboard.pendingWindow', { days: PENDING_DELETION_DAYS })} />
        </dl>
      </section>

      <section aria-labelledby="admin-shortcuts-title">
        <h2 id="admin-shortcuts-title" className="section-title">
          {t('dashboard.shortcutsTitle')}
        </h2>
        <ul className="admin-shortcuts">
          <li>
            <Link to="/admin/users?create=1" className="card admin-shortcut">
              <span className="admin-shortcut__title">{t('dashboard.createUser')}</span>
              <span className="admin-shortcut__text">{t('dashboard.createUserText')}</span>
            </Link>
          </li>
          <li>
            <Link to="/admin/events" className="card admin-shortcut">
              <span className="admin-shortcut__title">{t('dashboard.createEvent')}</span>
              <span className="admin-shortcut__text">{t('dashboard.createEventText')}</span>
            </Link>
          </li>
          <li>
            <Link to="/admin/users" className="card admin-shortcut">
              <span className="admin-shortcut__title">{t('dashboard.manageUsers')}</span>
              <span className="admin-shortcut__text">{t('dashboard.manageUsersText')}</span>
            </Link>
          </li>
        </ul>
      </section>

      <section className="card card--pad-md" aria-labelledby="admin-activity-title">
        <h2 id="admin-activity-title" className="admin-card__title">
          {t('dashboard.activityTitle')}
        </h2>
        <QueryState query={activity} layout="section" loadingLabel={t('audit.loading')} errorText={t('audit.loadError')}>
          {(data) =>
            data.items.length === 0 ? (
              <p className="muted">{t('audit.empty')}</p>
            ) : (
              <>
                <AuditEntries entries={data.items} label={t('dashboard.activityTitle')} compact />
                <Link to="/admin/audit" className="btn btn--outline btn--sm admin-activity__more">
                  {t('dashboard.activityAll')}
                </Link>
              </>
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
