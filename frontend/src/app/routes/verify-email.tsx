import { PublicShell } from '@/components/layout/public-shell';
import { AccountActivation } from '@/features/account-activation/components/account-activation';

function VerifyEmailRoute() {
  return (
    <PublicShell>
      <AccountActivation />
    </PublicShell>
  );
}

export { VerifyEmailRoute as Component };
