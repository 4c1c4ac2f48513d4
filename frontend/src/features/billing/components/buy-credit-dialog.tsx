import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePaymentsConfig } from '../api/get-payments-config';
import type { AfterPurchase } from '../lib/after-purchase';
import { creditPrice } from '../lib/words';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { PaymentsState, paymentsReady } from './payments-unavailable';
import { PurchaseModals, type PurchaseKind } from './purchase-modals';
import '../billing.css';

interface BuyCreditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and lead text when the purchase serves one step (e.g. lifting a limit). */
  title?: string;
  text?: string;
  after?: AfterPurchase;
}

/**
 * The payment dialog of the events page (shown with an active event and no credit left): choose
 * the company purchase (billing data, Stripe Checkout) or the private one (card form).
 */
export function BuyCreditDialog({ open, onOpenChange, title, text, after }: BuyCreditDialogProps) {
  const { t } = useTranslation(NS);
  const [kind, setKind] = useState<PurchaseKind | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setKind(null);
  }
  const config = usePaymentsConfig();
  const ready = paymentsReady(config);

  return (
    <>
      <Dialog open={open && kind === null} onOpenChange={onOpenChange} title={title ?? t('choice.title')} description={text ?? t('choice.text', { price: creditPrice() })} size="md">
        {ready ? (
          <div className="purchase-options" role="group" aria-label={t('choice.groupLabel')}>
            <PurchaseOption title={t('choice.b2bTitle')} text={t('choice.b2bText')} onSelect={() => setKind('b2b')} icon="company" />
            {config.data?.publishableKey && (
              <PurchaseOption title={t('choice.privateTitle')} text={t('choice.privateText')} onSelect={() => setKind('private')} icon="card" />
            )}
          </div>
        ) : (
          <PaymentsState config={config} />
        )}
        <div className="row dialog__actions">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {ready ? t('choice.cancel') : t('close')}
          </Button>
        </div>
      </Dialog>
      <PurchaseModals
        open={open ? kind : null}
        onClose={() => onOpenChange(false)}
        publishableKey={config.data?.publishableKey ?? null}
        after={after}
      />
    </>
  );
}

function PurchaseOption({
  title,
  text,
  icon,
  onSelect,
}: {
  title: string;
  text: string;
  icon: 'company' | 'card';
  onSelect: () => void;
}) {
  return (
    <button type="button" className="purchase-option" onClick={onSelect}>
      <span className="purchase-option__icon" aria-hidden="true">
        {icon === 'company' ? (
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M2 21h20M8 8h3M8 12h3M8 16h3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : (
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="2.5" y="5" width="19" height="14" rx="2" />
            <path d="M2.5 10h19M6.5 15h4" strokeLinecap="round" />
          </svg>
        )}
      </span>
      <span className="purchase-option__body">
        <span className="purchase-option__title">{title}</span>
        <span className="purchase-option__text">{text}</span>
      </span>
      <span className="purchase-option__arrow" aria-hidden="true">
        →
      </span>
    </button>
  );
}
