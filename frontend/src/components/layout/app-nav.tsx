import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { can, roleLabel } from '@/lib/account-role';
import type { User } from '@/lib/auth';
import { useLogout } from '@/lib/logout';
import { needsSecondFactor } from '@/lib/second-factor';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import { AccountSwitcher } from './account-switcher';
import { NS } from './i18n';
import { LanguageSwitch } from './language-switch';

interface AppNavProps {
  user: User;
  /** Archived events exist: only then the Archiv link is shown. Filled by a later issue. */
  showArchive?: boolean;
}

const linkClass = ({ isActive }: { isActive: boolean }) => `app-nav__link${isActive ? ' is-active' : ''}`;

/** Logged-in navigation bar (organiser area; also used by the blog for logged-in visitors). */
export function AppNav({ user, showArchive = false }: AppNavProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'appNav' });
  const logout = useLogout();
  const credits = user.eventCredits ?? 0;
  const role = user.accountRole;
  // beside the name: the role in the current account; a platform admin stays one
  const roleText = role && user.role === 'user' ? roleLabel(role) : t(`roles.${user.role ?? 'user'}`);
  // until the required second factor is set up, the account's pages would only lead back to the settings
  const accountPages = !needsSecondFactor(user);

  return (
    <header className="app-nav">
      <div className="app-nav__inner container">
        <Logo to="/events" />
        <nav className="app-nav__links" aria-label={t('navLabel')}>
          {accountPages && (
            <>
              <NavLink to="/dashboard" className={linkClass}>
                {t('links.dashboard')}
              </NavLink>
              <NavLink to="/events" className={linkClass}>
                {t('links.events')}
              </NavLink>
              <NavLink to="/leads" className={linkClass}>
                {t('links.leads')}
              </NavLink>
            </>
          )}
          <NavLink to="/blog" className={linkClass}>
            {t('links.blog')}
          </NavLink>
          {accountPages && showArchive && can(role, 'events.manage') && (
            <NavLink to="/archive" className={linkClass}>
              {t('links.archive')}
            </NavLink>
          )}
          <NavLink to="/settings" className={linkClass}>
            {t('links.settings')}
          </NavLink>
        </nav>
        <div className="app-nav__user">
          <div className="app-nav__identity">
            <span className="app-nav__name">{user.name?.trim() || user.email}</span>
            {/* in more than one account the role line is the account menu (account and role in it) */}
            {(user.accounts?.length ?? 0) > 1 ? <AccountSwitcher user={user} /> : <span className="app-nav__role">{roleText}</span>}
          </div>
          {credits > 0 && can(role, 'billing.manage') && <span className="badge badge--accent">{t('credits', { count: credits })}</span>}
          <LanguageSwitch />
          <Button variant="outline" size="sm" onClick={() => logout.mutate()} isLoading={logout.isPending}>
            {logout.isPending ? t('loggingOut') : t('logout')}
          </Button>
        </div>
      </div>
    </header>
  );
}
