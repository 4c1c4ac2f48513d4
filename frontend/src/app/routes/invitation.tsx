import { PublicShell } from '@/components/layout/public-shell';
import { InvitationRegistration } from '@/features/auth';
import { InvitationPage } from '@/features/team';

/** Composes the invitation page with the auth feature's register form (features do not import each other). */
function InvitationRoute() {
  return (
    <PublicShell>
      <InvitationPage renderRegister={(props) => <InvitationRegistration {...props} />} />
    </PublicShell>
  );
}

export { InvitationRoute as Component };
