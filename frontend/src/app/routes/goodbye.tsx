import { PublicShell } from '@/components/layout/public-shell';
import { GoodbyePage } from '@/features/settings/components/goodbye-page';
import { useAuthDialog } from './auth-dialog-state';

/** /auf-wiedersehen: after the account deletion (settings), with the register dialog one click away. */
function GoodbyeRoute() {
  const { openAuth, authDialog } = useAuthDialog();
  return (
    <PublicShell>
      <GoodbyePage onRegister={() => openAuth('register')} />
      {authDialog}
    </PublicShell>
  );
}

export { GoodbyeRoute as Component };
