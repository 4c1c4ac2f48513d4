import { lazy, Suspense, useState } from 'react';
import type { AuthMode } from '@/features/auth';

/** Loaded on the first opening (or at once when the page starts with it open), to keep the first view small. */
const AuthDialog = lazy(() => import('@/features/auth').then((m) => ({ default: m.AuthDialog })));

/**
 * State of the public pages' login / register dialog (landing, blog, legal pages): an opener plus
 * the dialog element. `initial`: open at once (?login=1), with the address to fill in and where
 * a sign-in goes back to (?next=).
 */
export function useAuthDialog(initial: { open: boolean; email?: string; returnTo?: string } = { open: false }) {
  const [state, setState] = useState<{ open: boolean; mode: AuthMode; used: boolean }>({
    open: initial.open,
    mode: 'login',
    used: initial.open,
  });
  return {
    openAuth: (mode: AuthMode) => setState({ open: true, mode, used: true }),
    authDialog: state.used ? (
      <Suspense fallback={null}>
        <AuthDialog
          open={state.open}
          mode={state.mode}
          initialEmail={initial.email}
          returnTo={initial.returnTo}
          onOpenChange={(open) => setState((s) => ({ ...s, open }))}
        />
      </Suspense>
    ) : null,
  };
}
