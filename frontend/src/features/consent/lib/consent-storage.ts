/**
 * The visitor's cookie choice in localStorage (a key named for the product's consent).
 * Valid only when necessary, analytics and marketing are all booleans; anything else
 * counts as "no choice yet" and the modal is shown. Storage errors are only logged.
 */
export const CONSENT_STORAGE_KEY = 'fairleads-cookie-consent';
/** Bumped when the categories change, so every visitor is asked again. */
const CONSENT_VERSION = 1;

export interface ConsentSettings {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

interface StoredConsent {
  necessary: boolean;
  analytics: boolean;
  marketing: boolean;
  version?: number;
  savedAt?: string;
}

type LoadedConsent =
  | { status: 'valid'; settings: ConsentSettings }
  | { status: 'missing' }
  | { status: 'invalid' }
  | { status: 'error' };

export function isValidConsent(value: unknown): value is StoredConsent {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.necessary === 'boolean' && typeof v.analytics === 'boolean' && typeof v.marketing === 'boolean';
}

export function loadConsent(storage: Storage | undefined = globalThis.localStorage): LoadedConsent {
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (raw == null) return { status: 'missing' };
    const parsed: unknown = JSON.parse(raw);
    if (!isValidConsent(parsed)) return { status: 'invalid' };
    if (parsed.version !== undefined && parsed.version !== CONSENT_VERSION) return { status: 'invalid' };
    return { status: 'valid', settings: { necessary: true, analytics: parsed.analytics, marketing: parsed.marketing } };
  } catch (error) {
    console.error('The cookie choice could not be read', error);
    return { status: 'error' };
  }
}

/** Stores the choice with necessary forced to true. Returns the stored settings (also when saving failed). */
export function saveConsent(
  choice: { analytics: boolean; marketing: boolean },
  storage: Storage | undefined = globalThis.localStorage,
  now: Date = new Date(),
): ConsentSettings {
  const settings: ConsentSettings = { necessary: true, analytics: choice.analytics, marketing: choice.marketing };
  try {
    storage?.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ ...settings, version: CONSENT_VERSION, savedAt: now.toISOString() }),
    );
  } catch (error) {
    console.error('The cookie choice could not be saved', error);
  }
  return settings;
}

export function clearConsent(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(CONSENT_STORAGE_KEY);
  } catch (error) {
    console.error('The cookie choice could not be reset', error);
  }
}
