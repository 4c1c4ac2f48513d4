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
import { adminTexts } from '../texts';
import { AuditEntries } from './audit-entries';

const t = adminTexts.dashboard;
/** The newest audit entries the dashboard shows; the audit page has the rest. */
const RECENT_ACTIVITY = 5;

function StatCard({ label, value, detail }: { label: string; value: number | undefined; detail: string }) {
  return (
    <Card className="admin-stat">
      <dt className="admin-stat__label">{label}</dt>
      <dd className="admin-stat__value">{value ?? t.placeholder}</dd>
      <dd className="admin-stat__detail">{detail}</dd>
    </Card>
  );
}

/** /admin, /admin/ and /admin/dashboard. */
export function AdminDashboard() {
  useDocumentTitle(`${t.title} | ${adminTexts.title}`);
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
        <h1>{t.title}</h1>
        <p className="muted">{t.intro}</p>
      </header>

      {alertList.length > 0 && (
        <section className="card card--pad-md admin-alerts" aria-labelledby="admin-alerts-title">
          <h2 id="admin-alerts-title" className="admin-card__title">
            <span className="admin-alerts__icon" aria-hidden="true">
              !
            </span>
            {t.alertsTitle}
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

      {(userStats.isError || eventStats.isError) && <Banner tone="error">{t.statsError}</Banner>}

      <section aria-label={t.statsLabel}>
        <dl className="admin-stats">
          <StatCard label={t.activeUsers} value={users?.activeUsers} detail={t.newUsers(users?.newUsersThisWeek ?? 0)} />
          <StatCard label={t.activeEvents} value={events?.activeEvents} detail={t.eventsThisMonth(events?.eventsThisMonth ?? 0)} />
          <StatCard label={t.totalLeads} value={events?.totalLeads} detail={t.newLeads(events?.leadsThisWeek ?? 0)} />
          <StatCard label={t.pendingDeletions} value={events?.pendingDeletions} detail={t.pendingWindow} />
        </dl>
      </section>

      <section aria-labelledby="admin-shortcuts-title">
        <h2 id="admin-shortcuts-title" className="section-title">
          {t.shortcutsTitle}
        </h2>
        <ul className="admin-shortcuts">
          <li>
            <Link to="/admin/users?create=1" className="card admin-shortcut">
              <span className="admin-shortcut__title">{t.createUser}</span>
              <span className="admin-shortcut__text">{t.createUserText}</span>
            </Link>
          </li>
          <li>
            <Link to="/admin/events" className="card admin-shortcut">
              <span className="admin-shortcut__title">{t.createEvent}</span>
              <span className="admin-shortcut__text">{t.createEventText}</span>
            </Link>
          </li>
          <li>
            <Link to="/admin/users" className="card admin-shortcut">
              <span className="admin-shortcut__title">{t.manageUsers}</span>
              <span className="admin-shortcut__text">{t.manageUsersText}</span>
            </Link>
          </li>
        </ul>
      </section>

      <section className="card card--pad-md" aria-labelledby="admin-activity-title">
        <h2 id="admin-activity-title" className="admin-card__title">
          {t.activityTitle}
        </h2>
        <QueryState query={activity} layout="section" loadingLabel={adminTexts.audit.loading} errorText={adminTexts.audit.loadError}>
          {(data) =>
            data.items.length === 0 ? (
              <p className="muted">{adminTexts.audit.empty}</p>
            ) : (
              <>
                <AuditEntries entries={data.items} label={t.activityTitle} compact />
                <Link to="/admin/audit" className="btn btn--outline btn--sm admin-activity__more">
                  {t.activityAll}
                </Link>
              </>
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
