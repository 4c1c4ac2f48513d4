/**
 * Where the organiser goes on after buying a credit. The page that opened the purchase decides
 * (create the next event, or lift the limit of a free event); the choice survives the round trip
 * to Stripe Checkout in this tab's sessionStorage.
 */
export interface AfterPurchase {
  /** An app path, e.g. '/events?open_create=true'. */
  to: string;
  /** Go there by itself once the credit is booked (the purchase was made for exactly that step). */
  automatic: boolean;
}

export const DEFAULT_AFTER_PURCHASE: AfterPurchase = { to: '/events?open_create=true', automatic: false };

const STORAGE_KEY = 'fairleads.afterPurchase';

/** Only paths of this app: a stored value must never lead to another site. */
function isAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

export function rememberAfterPurchase(after: AfterPurchase): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(after));
  } catch {
    // storage off (private mode): the success page offers the default way on
  }
}

export function readAfterPurchase(): AfterPurchase {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<AfterPurchase> | null;
    if (stored && isAppPath(stored.to)) return { to: stored.to, automatic: stored.automatic === true };
  } catch {
    // unreadable: fall through to the default
  }
  return DEFAULT_AFTER_PURCHASE;
}

export function forgetAfterPurchase(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
