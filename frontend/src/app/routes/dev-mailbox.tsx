import { PublicShell } from '@/components/layout/public-shell';
import { Mailbox } from '@/features/dev-mailbox/components/mailbox';

function DevMailboxRoute() {
  return (
    <PublicShell>
      <Mailbox />
    </PublicShell>
  );
}

export { DevMailboxRoute as Component };
