import { useState } from 'react';
import { AuthDialog, type AuthMode } from '@/features/auth';
import { LandingPage, useLandingParams } from '@/features/landing';
import { useDocumentTitle } from '@/lib/use-document-title';

/** '/' : the landing page plus the auth dialog it opens (features stay independent; the app wires them). */
function LandingRoute() {
  useDocumentTitle();
  const { banner, openLogin } = useLandingParams();
  const [auth, setAuth] = useState<{ open: boolean; mode: AuthMode }>({ open: openLogin, mode: 'login' });

  return (
    <>
      <LandingPage banner={banner} onOpenAuth={(mode) => setAuth({ open: true, mode })} />
      <AuthDialog open={auth.open} mode={auth.mode} onOpenChange={(open) => setAuth((s) => ({ ...s, open }))} />
    </>
  );
}

export { LandingRoute as Component };
