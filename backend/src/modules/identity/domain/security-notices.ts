import type { TemplateMailContent } from '../../mailing';

/** Where a user ends sessions, changes the password and manages passkeys. */
export function securitySettingsUrl(appUrl: string): string {
  return `${appUrl}/settings?tab=security`;
}

/** '5. Dezember 2025, 14:03 Uhr' in the business time zone. */
export function germanDateTime(at: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('de-DE', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat('de-DE', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${date}, ${time} Uhr`;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** 'Firefox unter Windows' from a User-Agent header; 'Unbekannter Browser' when it names none we know. */
export function browserLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unbekannter Browser';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} unter ${system}`;
  return browser ?? (system ? `Browser unter ${system}` : 'Unbekannter Browser');
}

/** The notice of a sign-in from a browser the user had not signed in from before (templates/new-sign-in.*.hbs). */
export function newSignInMail(params: { appUrl: string; timeZone: string; name: string; at: Date; userAgent: string | null; ipHint: string | null }): TemplateMailContent {
  return {
    subject: 'Neue Anmeldung bei FairLeads',
    template: 'identity/new-sign-in',
    context: {
      name: params.name,
      when: germanDateTime(params.at, params.timeZone),
      browser: browserLabel(params.userAgent),
      network: params.ipHint ?? 'unbekannt',
      securityUrl: securitySettingsUrl(params.appUrl),
    },
  };
}

/** The notice that a passkey was added to the account (templates/passkey-added.*.hbs). */
export function passkeyAddedMail(params: { appUrl: string; timeZone: string; name: string; passkeyName: string; at: Date }): TemplateMailContent {
  return {
    subject: 'Neuer Passkey hinzugefügt',
    template: 'identity/passkey-added',
    context: {
      name: params.name,
      passkeyName: params.passkeyName,
      when: germanDateTime(params.at, params.timeZone),
      securityUrl: securitySettingsUrl(params.appUrl),
    },
  };
}
