import { lazy, Suspense } from 'react';
import { BillingDataModal } from './billing-data-modal';

/** Stripe's libraries are in this lazy chunk: loaded only when a private purchase starts. */
const PrivatePurchaseModal = lazy(() => import('./private-purchase-modal'));

export type PurchaseKind = 'b2b' | 'private';

interface PurchaseModalsProps {
  /** Which purchase modal is open, or null. */
  open: PurchaseKind | null;
  onClose: () => void;
  publishableKey: string | null;
}

/** The two ways to buy a credit: as a company (Stripe Checkout) or privately (Payment Element). */
export function PurchaseModals({ open, onClose, publishableKey }: PurchaseModalsProps) {
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  return (
    <>
      <BillingDataModal open={open === 'b2b'} onOpenChange={onOpenChange} />
      {open === 'private' && publishableKey && (
        <Suspense fallback={null}>
          <PrivatePurchaseModal open onOpenChange={onOpenChange} publishableKey={publishableKey} />
        </Suspense>
      )}
    </>
  );
}
