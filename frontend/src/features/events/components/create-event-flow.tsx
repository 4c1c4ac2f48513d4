import { useCallback, useState } from 'react';
import { useUser } from '@/lib/auth';
import type { EventView } from '@/lib/events';
import { createTarget, type CreateTarget } from '../event-rules';
import { CreateEventDialog } from './create-event-dialog';
import { PaymentDialog } from './payment-dialog';

/**
 * The 'Neues Event erstellen' logic shared by the events page and the dashboard card:
 * opens the payment placeholder or the create dialog (spec 2).
 */
export function useCreateEventFlow(events: EventView[] | undefined) {
  const { user } = useUser();
  const [openDialog, setOpenDialog] = useState<CreateTarget | null>(null);

  const start = useCallback(() => {
    setOpenDialog(createTarget(events ?? [], user?.eventCredits));
  }, [events, user?.eventCredits]);

  const openCreate = useCallback(() => setOpenDialog('create'), []);

  const close = (open: boolean) => {
    if (!open) setOpenDialog(null);
  };

  const dialogs = (
    <>
      <CreateEventDialog open={openDialog === 'create'} onOpenChange={close} />
      <PaymentDialog open={openDialog === 'payment'} onOpenChange={close} />
    </>
  );

  return { start, openCreate, dialogs };
}
