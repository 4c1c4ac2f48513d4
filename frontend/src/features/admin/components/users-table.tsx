import type { ButtonHTMLAttributes } from 'react';
import { formatDate } from '@/lib/format';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { AdminUser } from '../types';
import { AdminTable, type AdminTableProps } from './admin-table';

interface UsersTableProps {
  query: AdminTableProps<AdminUser>['query'];
  users: readonly AdminUser[];
  togglingId: AdminUser['id'] | null;
  onEdit: (user: AdminUser) => void;
  onToggleActive: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

const ICONS = {
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  deactivate: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0110.5-4M16 16l5 5M21 16l-5 5',
  activate: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0110.5-4M15 19l2 2 4-4',
  delete: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
};

const COLUMNS = [
  { key: 'name' },
  { key: 'email' },
  { key: 'role' },
  { key: 'status' },
  { key: 'events', numeric: true },
  { key: 'registered' },
  { key: 'lastLogin' },
  { key: 'actions' },
] as const;

/** Compact row action: the icon is decorative, the name (and tooltip) says what and for whom. */
function IconButton({
  label,
  icon,
  danger,
  ...rest
}: { label: string; icon: keyof typeof ICONS; danger?: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>) {
  return (
    <button
      type="button"
      className={`btn btn--outline btn--sm admin-icon-btn${danger ? ' admin-btn-danger-outline' : ''}`}
      aria-label={label}
      title={label}
      {...rest}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation(NS);
  const label = t(`users.roles.${role === 'admin' || role === 'superadmin' ? role : 'user'}`);
  const tone = role === 'superadmin' ? 'super' : role === 'admin' ? 'admin' : 'user';
  return <span className={`badge admin-badge admin-badge--${tone}`}>{label}</span>;
}

/**
 * The user list. The 'Events' column shows the real number of events (the server sends
 * eventCount; the reference UI always showed a dash).
 */
export function UsersTable({ query, users, togglingId, onEdit, onToggleActive, onDelete }: UsersTableProps) {
  const { t } = useTranslation(NS);
  return (
    <AdminTable
      query={query}
      errorText={t('users.loadError')}
      rows={users}
      rowKey={(user) => user.id}
      label={t('users.tableLabel')}
      columns={COLUMNS.map(({ key, ...column }) => ({ ...column, label: t(`users.cols.${key}`) }))}
      empty={t('users.empty')}
      cells={(user) => {
        const label = user.name || user.email;
        return (
          <>
            <th scope="row" className="admin-table__name">
              {user.name}
            </th>
            <td className="admin-table__wrap">{user.email}</td>
            <td>
              <RoleBadge role={user.role} />
            </td>
            <td>
              <span className={`badge admin-badge ${user.isActive ? 'admin-badge--active' : 'admin-badge--inactive'}`}>
                {user.isActive ? t('users.active') : t('users.inactive')}
              </span>
            </td>
            <td className="admin-table__num">{typeof user.eventCount === 'number' ? user.eventCount : '–'}</td>
            <td>{formatDate(user.createdAt)}</td>
            <td>{user.lastLoginAt ? formatDate(user.lastLoginAt) : t('users.never')}</td>
            <td>
              <div className="admin-table__actions">
                <IconButton label={t('users.rowAction', { action: t('users.edit'), name: label })} onClick={() => onEdit(user)} icon="edit" />
                <IconButton
                  label={t('users.rowAction', { action: user.isActive ? t('users.deactivate') : t('users.activate'), name: label })}
                  disabled={togglingId !== null && String(togglingId) === String(user.id)}
                  onClick={() => onToggleActive(user)}
                  icon={user.isActive ? 'deactivate' : 'activate'}
                />
                <IconButton label={t('users.rowAction', { action: t('users.delete'), name: label })} onClick={() => onDelete(user)} icon="delete" danger />
              </div>
            </td>
          </>
        );
      }}
    />
  );
}
