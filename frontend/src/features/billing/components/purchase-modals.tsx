import { lazy, Suspense } from 'react';
import { DEFAULT_AFTER_PURCHASE, type AfterPurchase } from '../lib/after-purchase';
import { BillingDataModal } from './billing-data-modal';

/** Stripe's libraries are in this lazy chunk: loaded only when a private purchase starts. */
const PrivatePurchaseModal = lazy(() => import('./private-purchase-modal'));

export type PurchaseKind = 'b2b' | 'private';

interface PurchaseModalsProps {
  /** Which purchase modal is open, or null. */
  open: PurchaseKind | null;
  onClose: () => void;
  publishableKey: string | null;
  /** Where the organiser goes on once the credit is booked. */
  after?: AfterPurchase;
}

/** The two ways to buy a credit: as a company (Stripe Checkout) or privately (Payment Element). */
export function PurchaseModals({ open, onClose, publishableKey, after = DEFAULT_AFTER_PURCHASE }: PurchaseModalsProps) {
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  return (
    <>
      <BillingDataModal open={open === 'b2b'} onOpenChange={onOpenChange} after={after} />
      {open === 'private' && publishableKey && (
        <Suspense fallback={null}>
          <PrivatePurchaseModal open onOpenChange={onOpenChange} publishableKey={publishableKey} after={after} />
        </Suspense>
      )}
    </>
  );
}
