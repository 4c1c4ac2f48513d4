import { PublicShell } from '@/components/layout/public-shell';
import { PasswordResetPage } from '@/features/password-reset';

function PasswordResetRoute() {
  return (
    <PublicShell>
      <PasswordResetPage />
    </PublicShell>
  );
}

export { PasswordResetRoute as Component };
