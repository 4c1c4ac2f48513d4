import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AppNav } from '@/components/layout/app-nav';
import { NoAccount } from '@/components/layout/no-account';
import { PageSpinner } from '@/components/ui/spinner';
import { useHasArchivedEvents } from '@/features/archive';
import { useUserLocale } from '@/i18n/locale';
import { useUser } from '@/lib/auth';
import { needsSecondFactor, SECURITY_SETTINGS_PATH } from '@/lib/second-factor';

/** Where the guard sends visitors without a session: the landing page opens the login dialog. */
const LOGIN_REDIRECT = '/?login=1';

/** Where a user who must set up a second factor may be: the settings (showing only the security tab then). */
const SETTINGS_PATH = '/settings';

/**
 * Guard + frame for /dashboard, /events, /leads, /archive, /settings, /payment-success. A user
 * whose account (or admin role) requires a second factor the session lacks goes to the security
 * settings first, also without an account (a platform admin has none).
 */
function OrganiserLayout() {
  const { user, isLoading } = useUser();
  useUserLocale(user);
  const { pathname } = useLocation();
  const secondFactorFirst = needsSecondFactor(user);
  // the Archiv link only shows when archived events exist (failed load = none); not asked while the server would refuse it
  const showArchive = useHasArchivedEvents(Boolean(user) && !secondFactorFirst);
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={LOGIN_REDIRECT} replace />;
  if (secondFactorFirst && pathname !== SETTINGS_PATH) return <Navigate to={SECURITY_SETTINGS_PATH} replace />;
  // a platform admin (no account) keeps the settings for their own sign-in security
  const ownSecurity = pathname === SETTINGS_PATH && (secondFactorFirst || user.role !== 'user');
  if (user.accountRole === null && !ownSecurity) return <NoAccount user={user} />;
  return (
    <div className="page page--app">
      <AppNav user={user} showArchive={showArchive} />
      <main id="main" className="page__main">
        {/* keyed by the account: after a switch the page mounts afresh and loads the new account's data */}
        <Outlet key={user.currentAccountId ?? ''} />
      </main>
    </div>
  );
}

export { OrganiserLayout as Component };
