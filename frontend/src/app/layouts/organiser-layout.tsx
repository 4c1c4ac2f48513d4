import { Navigate, Outlet } from 'react-router-dom';
import { AppNav } from '@/components/layout/app-nav';
import { NoAccount } from '@/components/layout/no-account';
import { PageSpinner } from '@/components/ui/spinner';
import { useHasArchivedEvents } from '@/features/archive';
import { useUser } from '@/lib/auth';

/** Where the guard sends visitors without a session: the landing page opens the login dialog. */
const LOGIN_REDIRECT = '/?login=1';

/** Guard + frame for /dashboard, /events, /leads, /archive, /settings, /payment-success. */
function OrganiserLayout() {
  const { user, isLoading } = useUser();
  // the Archiv link only shows when archived events exist (failed load = none).
  const showArchive = useHasArchivedEvents(Boolean(user));
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={LOGIN_REDIRECT} replace />;
  if (user.accountRole === null) return <NoAccount user={user} />;
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
