import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import type { EventView } from '@/lib/events';
import { createTarget, upgradeAfterPaymentPath } from '../event-rules';
import { CreateEventDialog } from './create-event-dialog';
import { DemoEventDialog } from './demo-event-dialog';
import { PaymentDialog } from './payment-dialog';
import { UpgradeDialog } from './upgrade-dialog';
import { NS } from '../i18n';

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'demo' }
  | { kind: 'buy-for-create' }
  | { kind: 'buy-for-upgrade'; event: EventView }
  | { kind: 'upgrade'; event: EventView };

/**
 * What the events page and the dashboard card open: the create dialog, or first the purchase
 * when no credit is left (pay before filling), and 'Limit aufheben' for a free event (with a
 * credit: confirm and spend it; without: buy one, then the event is upgraded by itself).
 */
export function useCreateEventFlow(events: EventView[] | undefined) {
  const { t } = useTranslation(NS);
  const { user } = useUser();
  const [open, setOpen] = useState<OpenDialog | null>(null);

  /** Pay before filling: the purchase comes first once no credit and no free event are left. */
  const mustBuyFirst = createTarget(events ?? [], user) === 'payment';
  const start = useCallback(() => setOpen(mustBuyFirst ? { kind: 'buy-for-create' } : { kind: 'create' }), [mustBuyFirst]);

  const openCreate = useCallback(() => setOpen({ kind: 'create' }), []);
  const openDemo = useCallback(() => setOpen({ kind: 'demo' }), []);

  const credits = user?.eventCredits ?? 0;
  const upgrade = useCallback(
    (event: EventView) => setOpen(credits > 0 ? { kind: 'upgrade', event } : { kind: 'buy-for-upgrade', event }),
    [credits],
  );

  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };

  const buying = open?.kind === 'buy-for-create' || open?.kind === 'buy-for-upgrade';
  const dialogs = (
    <>
      <CreateEventDialog open={open?.kind === 'create'} onOpenChange={close} />
      <DemoEventDialog open={open?.kind === 'demo'} onOpenChange={close} />
      <UpgradeDialog event={open?.kind === 'upgrade' ? open.event : null} credits={credits} onOpenChange={close} />
      <PaymentDialog
        open={buying}
        onOpenChange={close}
        {...(open?.kind === 'buy-for-upgrade'
          ? {
              title: t('upgrade.buyTitle'),
              text: t('upgrade.buyText', { name: open.event.name }),
              after: { to: upgradeAfterPaymentPath(open.event.id), automatic: true },
            }
          : {})}
      />
    </>
  );

  return { start, mustBuyFirst, openCreate, openDemo, upgrade, dialogs };
}
