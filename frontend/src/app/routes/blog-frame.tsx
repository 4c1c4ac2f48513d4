import type { ReactNode } from 'react';
import { AppNav } from '@/components/layout/app-nav';
import { PublicShell, SiteFooter } from '@/components/layout/public-shell';
import { useHasArchivedEvents } from '@/features/archive';
import { useUser } from '@/lib/auth';

/**
 * Frame of /blog and /blog/{slug} (spec 2): signed-in organisers keep their app navigation,
 * everyone else gets the public navigation (landing sections and the blog). While the session
 * is being checked the public frame shows (most readers are not signed in).
 */
export function BlogFrame({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const showArchive = useHasArchivedEvents(Boolean(user));
  if (!user) return <PublicShell nav>{children}</PublicShell>;
  return (
    <div className="page page--app">
      <AppNav user={user} showArchive={showArchive} />
      <main id="main" className="page__main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
