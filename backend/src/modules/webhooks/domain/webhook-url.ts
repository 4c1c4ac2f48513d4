import { WEBHOOK_URL_MAX } from '@fairleads/shared/webhooks';
import { AllowedHost, isAllowListed, isForbiddenHostname, normalizeHost } from '../../../common/net/address-policy';

/**
 * Why an endpoint URL cannot be taken, in the organiser's words, or null when it can: https only
 * (the test-only allow-list may name http hosts), no credentials, no local name and no literal
 * loopback, private or link-local address. Names that resolve to such an address are refused at
 * delivery time, when the sender resolves them.
 */
export function webhookUrlProblem(raw: string, allowHosts: readonly AllowedHost[]): string | null {
  if (raw.length > WEBHOOK_URL_MAX) return `Die URL darf höchstens ${WEBHOOK_URL_MAX} Zeichen lang sein.`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Bitte gib eine gültige URL an, z. B. https://crm.example.com/webhooks/fairleads.';
  }
  const allowed = isAllowListed(url, allowHosts);
  if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) return 'Die URL muss mit https:// beginnen: Leads gehen nur verschlüsselt hinaus.';
  if (url.username || url.password) return 'Die URL darf keinen Benutzernamen und kein Passwort enthalten. Prüfe die Zustellung mit der Signatur.';
  if (!allowed && isForbiddenHostname(normalizeHost(url.hostname))) {
    return 'Diese Adresse zeigt auf ein internes Netz (localhost, private oder lokale IP-Adresse). Bitte gib die öffentliche Adresse deines CRM an.';
  }
  return null;
}
