import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { LogoMark } from '@/components/ui/logo';
import { ME_QUERY_KEY, type User } from '@/lib/auth';
import { logout } from '@/lib/logout';
import { navigation } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AvatarMenu } from './avatar-menu';

const DASHBOARD_PATHS = new Set(['/admin', '/admin/', '/admin/dashboard', '/admin/dashboard/']);

const linkClass = ({ isActive }: { isActive: boolean }) => `admin-nav__link${isActive ? ' is-active' : ''}`;

/**
 * Admin navigation bar. Logout: on the dashboard the SPA goes to /admin (the login screen);
 * on every other admin page the browser reloads at /admin. A failed logout does the same.
 */
export function AdminNav({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onDashboard = DASHBOARD_PATHS.has(pathname);

  const logoutMutation = useMutation({
    mutationFn: logout,
    onError: (error) => console.error('Logout fehlgeschlagen', error),
    onSettled: () => {
      if (onDashboard) {
        // Signed out for the gate at once (it shows the login screen); every other cached
        // answer goes, as with a full clear, but the gate keeps its subscription.
        queryClient.setQueryData(ME_QUERY_KEY, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
        navigate('/admin', { replace: true });
      } else {
        queryClient.clear();
        navigation.assign('/admin');
      }
    },
  });

  return (
    <header className="admin-nav">
      <div className="admin-nav__inner container">
        <NavLink to="/admin" end className="admin-nav__brand">
          <LogoMark />
          <span>{t('title')}</span>
        </NavLink>
        <nav className="admin-nav__links" aria-label={t('nav.label')}>
          <NavLink to="/admin" end className={({ isActive }) => linkClass({ isActive: isActive || onDashboard })}>
            {t('nav.dashboard')}
          </NavLink>
          <NavLink to="/admin/users" className={linkClass}>
            {t('nav.users')}
          </NavLink>
          <NavLink to="/admin/events" className={linkClass}>
            {t('nav.events')}
          </NavLink>
          <NavLink to="/admin/accounts" className={linkClass}>
            {t('nav.accounts')}
          </NavLink>
          <NavLink to="/admin/audit" className={linkClass}>
            {t('nav.audit')}
          </NavLink>
        </nav>
        <AvatarMenu
          name={user.name}
          email={user.email}
          onLogout={() => logoutMutation.mutate()}
          loggingOut={logoutMutation.isPending}
        />
      </div>
    </header>
  );
}
