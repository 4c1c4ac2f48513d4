import { WEBHOOK_URL_MAX } from '@fairleads/shared/webhooks';
import { localized, type Localized } from '../../../common/i18n/localized';
import { AllowedHost, isAllowListed, isForbiddenHostname, normalizeHost } from '../../../common/net/address-policy';

/**
 * Why an endpoint URL cannot be taken, in the organiser's words, or null when it can: https only
 * (the test-only allow-list may name http hosts), no credentials, no local name and no literal
 * loopback, private or link-local address. Names that resolve to such an address are refused at
 * delivery time, when the sender resolves them.
 */
export function webhookUrlProblem(raw: string, allowHosts: readonly AllowedHost[]): Localized | null {
  if (raw.length > WEBHOOK_URL_MAX) return localized(`Die URL darf höchstens ${WEBHOOK_URL_MAX} Zeichen lang sein.`, `The URL can be at most ${WEBHOOK_URL_MAX} characters long.`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return localized(
      'Bitte gib eine gültige URL an, z. B. https://crm.example.com/webhooks/fairleads.',
      'Please enter a valid URL, e.g. https://crm.example.com/webhooks/fairleads.',
    );
  }
  const allowed = isAllowListed(url, allowHosts);
  if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) {
    return localized('Die URL muss mit https:// beginnen: Leads gehen nur verschlüsselt hinaus.', 'The URL must start with https://: leads only leave encrypted.');
  }
  if (url.username || url.password) {
    return localized(
      'Die URL darf keinen Benutzernamen und kein Passwort enthalten. Prüfe die Zustellung mit der Signatur.',
      'The URL must not contain a user name or password. Verify the delivery with the signature.',
    );
  }
  if (!allowed && isForbiddenHostname(normalizeHost(url.hostname))) {
    return localized(
      'Diese Adresse zeigt auf ein internes Netz (localhost, private oder lokale IP-Adresse). Bitte gib die öffentliche Adresse deines CRM an.',
      'This address points to an internal network (localhost, a private or local IP address). Please enter the public address of your CRM.',
    );
  }
  return null;
}
