export { AdminGate } from './components/admin-gate';
export { AdminDashboard } from './components/admin-dashboard';
export { UsersPage as AdminUsersPage } from './components/users-page';
export { EventsPage as AdminEventsPage } from './components/events-page';
export { AccountsPage as AdminAccountsPage } from './components/accounts-page';
export { AuditLogPage as AdminAuditLogPage } from './components/audit-log-page';
export { AdminNotFound } from './components/admin-not-found';
