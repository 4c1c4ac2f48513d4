import { Navigate, Outlet } from 'react-router-dom';
import { AppNav } from '@/components/layout/app-nav';
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
  return (
    <div className="page page--app">
      <AppNav user={user} showArchive={showArchive} />
      <main id="main" className="page__main">
        <Outlet />
      </main>
    </div>
  );
}

export { OrganiserLayout as Component };
