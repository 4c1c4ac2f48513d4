import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NS } from '../i18n';

export interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading and lead text when the purchase serves one step (default: the next event). */
  title?: string;
  text?: string;
  /** Where the organiser goes on once the credit is booked; automatic: without a further click. */
  after?: { to: string; automatic: boolean };
}

/**
 * The purchase itself belongs to the billing feature; features do not import each other, so the
 * route composes it in: `<PaymentDialogProvider value={(props) => <BuyCreditDialog {...props} />}>`
 * (app/routes/events.tsx).
 */
const PaymentDialogContext = createContext<((props: PaymentDialogProps) => ReactNode) | null>(null);
export const PaymentDialogProvider = PaymentDialogContext.Provider;

/** Buying a further event credit (49,00 EUR), opened by the create button without credits. */
export function PaymentDialog(props: PaymentDialogProps) {
  const { t } = useTranslation(NS);
  const renderPurchase = useContext(PaymentDialogContext);
  if (renderPurchase) return renderPurchase(props);
  const { open, onOpenChange, title = t('payment.title'), text = t('payment.text') } = props;
  // Without a purchase composed in (e.g. a page rendered on its own) only the facts are shown.
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={text}>
      <div className="stack">
        <p className="muted payment-note" role="note">
          {t('payment.note')}
        </p>
        <div className="row dialog__actions">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('payment.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
