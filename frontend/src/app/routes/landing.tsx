import { lazy, Suspense, useState } from 'react';
import type { AuthMode } from '@/features/auth';
import { LandingPage, useLandingParams } from '@/features/landing';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSupportDialog } from './support-dialog-state';

/** Loaded on the first opening (or at once for ?login=1), to keep the landing page's first view small. */
const AuthDialog = lazy(() => import('@/features/auth').then((m) => ({ default: m.AuthDialog })));

/** '/' : the landing page plus the dialogs it opens (features stay independent; the app wires them). */
function LandingRoute() {
  useDocumentTitle();
  const { banner, openLogin, loginEmail } = useLandingParams();
  const [auth, setAuth] = useState<{ open: boolean; mode: AuthMode; used: boolean }>({
    open: openLogin,
    mode: 'login',
    used: openLogin,
  });
  const { openSupport, supportDialog } = useSupportDialog();

  return (
    <>
      <LandingPage
        banner={banner}
        onOpenAuth={(mode) => setAuth({ open: true, mode, used: true })}
        onOpenSupport={openSupport}
      />
      {auth.used && (
        <Suspense fallback={null}>
          <AuthDialog
            open={auth.open}
            mode={auth.mode}
            initialEmail={loginEmail}
            onOpenChange={(open) => setAuth((s) => ({ ...s, open }))} />
        </Suspense>
      )}
      {supportDialog}
    </>
  );
}

export { LandingRoute as Component };
