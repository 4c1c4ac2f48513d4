import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import type { EventView } from '@/lib/events';
import { useUpgradeEvent } from '../api/upgrade-event';
import { eventsTexts } from '../texts';

const t = eventsTexts.upgrade;

interface UpgradeDialogProps {
  /** The free event whose cap goes; null: closed. */
  event: EventView | null;
  credits: number;
  onOpenChange: (open: boolean) => void;
}

/** The upgrade with what the organiser is told: the server's message, or why it failed. */
export function useUpgradeWithFeedback(onDone?: () => void) {
  return useUpgradeEvent({
    onSuccess: ({ message }) => {
      toast.success(t.doneTitle, { description: message });
      onDone?.();
    },
    // the server's German sentence, else ours: never the client's 'Network error' or 'HTTP 500'
    onError: (error) =>
      toast.error(t.failedTitle, { description: (error instanceof ApiError && error.serverMessage) || t.failedFallback }),
  });
}

/** 'Limit aufheben' with a credit in hand: one confirmation, since it spends the credit. */
export function UpgradeDialog({ event, credits, onOpenChange }: UpgradeDialogProps) {
  const upgrade = useUpgradeWithFeedback(() => onOpenChange(false));
  return (
    <Dialog open={event !== null} onOpenChange={onOpenChange} title={t.title} description={event ? t.confirmText(event.name, credits) : undefined}>
      <div className="row dialog__actions">
        <Button onClick={() => event && upgrade.mutate(event.id)} isLoading={upgrade.isPending}>
          {upgrade.isPending ? t.working : t.confirm}
        </Button>
        <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={upgrade.isPending}>
          {t.cancel}
        </Button>
      </div>
    </Dialog>
  );
}
