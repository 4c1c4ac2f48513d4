import { PublicShell } from '@/components/layout/public-shell';
import { EmailChangePage } from '@/features/email-change';

function EmailChangeRoute() {
  return (
    <PublicShell>
      <EmailChangePage />
    </PublicShell>
  );
}

export { EmailChangeRoute as Component };
