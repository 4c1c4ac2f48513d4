import type { ReactNode } from 'react';
import { AppNav } from '@/components/layout/app-nav';
import { PublicShell, SiteFooter } from '@/components/layout/public-shell';
import { useHasArchivedEvents } from '@/features/archive';
import { useUser } from '@/lib/auth';
import { useAuthDialog } from './auth-dialog-state';

/**
 * Frame of /blog and /blog/{slug}: signed-in organisers keep their app navigation,
 * everyone else gets the public navigation (landing sections and the blog). While the session
 * is being checked the public frame shows (most readers are not signed in), with the landing
 * page's sign-in and register buttons.
 */
export function BlogFrame({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const showArchive = useHasArchivedEvents(Boolean(user));
  const { openAuth, authDialog } = useAuthDialog();
  if (!user) {
    return (
      <PublicShell lng="de" nav onOpenAuth={openAuth}>
        {children}
        {authDialog}
      </PublicShell>
    );
  }
  return (
    <div className="page page--app">
      <AppNav user={user} showArchive={showArchive} />
      <main id="main" className="page__main">
        {children}
      </main>
      <SiteFooter lng="de" />
    </div>
  );
}
