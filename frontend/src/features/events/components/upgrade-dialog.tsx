import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import type { EventView } from '@/lib/events';
import { useUpgradeEvent } from '../api/upgrade-event';
import { NS } from '../i18n';

interface UpgradeDialogProps {
  /** The free event whose cap goes; null: closed. */
  event: EventView | null;
  credits: number;
  onOpenChange: (open: boolean) => void;
}

/** The upgrade with what the organiser is told: our confirmation, or why it failed. */
export function useUpgradeWithFeedback(onDone?: () => void) {
  const { t } = useTranslation(NS);
  return useUpgradeEvent({
    onSuccess: () => {
      toast.success(t('upgrade.doneTitle'), { description: t('upgrade.doneText') });
      onDone?.();
    },
    // the server's German sentence, else ours: never the client's 'Network error' or 'HTTP 500'
    onError: (error) =>
      toast.error(t('upgrade.failedTitle'), { description: (error instanceof ApiError && error.serverMessage) || t('upgrade.failedFallback') }),
  });
}

/** 'Limit aufheben' with a credit in hand: one confirmation, since it spends the credit. */
export function UpgradeDialog({ event, credits, onOpenChange }: UpgradeDialogProps) {
  const { t } = useTranslation(NS);
  const upgrade = useUpgradeWithFeedback(() => onOpenChange(false));
  return (
    <Dialog open={event !== null} onOpenChange={onOpenChange} title={t('upgrade.title')} description={event ? t('upgrade.confirmText', { name: event.name, credits }) : undefined}>
      <div className="row dialog__actions">
        <Button onClick={() => event && upgrade.mutate(event.id)} isLoading={upgrade.isPending}>
          {upgrade.isPending ? t('upgrade.working') : t('upgrade.confirm')}
        </Button>
        <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={upgrade.isPending}>
          {t('upgrade.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
