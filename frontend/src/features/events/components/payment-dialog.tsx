import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { eventsTexts } from '../texts';

const t = eventsTexts.payment;

/**
 * Placeholder for buying a further event credit (49,00 EUR). The checkout belongs to the billing
 * issue; until then the pay button is visibly disabled.
 */
export function PaymentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.title} description={t.text}>
      <div className="stack">
        <span className="badge badge--muted" style={{ alignSelf: 'flex-start' }}>
          {t.placeholderBadge}
        </span>
        <div className="row dialog__actions">
          <Button disabled aria-disabled="true" aria-describedby="payment-placeholder-note">
            {t.pay}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t.close}
          </Button>
        </div>
        <p id="payment-placeholder-note" className="muted payment-note" role="note">
          {t.note}
        </p>
      </div>
    </Dialog>
  );
}
