import { formatDateTime } from '../../../common/i18n/format';
import type { Locale } from '../../../common/i18n/locale';
import type { TemplateMailContent } from '../../mailing';

/** Where a user ends sessions, changes the password and manages passkeys. */
export function securitySettingsUrl(appUrl: string): string {
  return `${appUrl}/settings?tab=security`;
}

const WORDS: Readonly<
  Record<Locale, { unknownBrowser: string; on: (browser: string, system: string) => string; unknownNetwork: string; newSignIn: string; passkeyAdded: string }>
> = {
  de: {
    unknownBrowser: 'Unbekannter Browser',
    on: (browser, system) => `${browser} unter ${system}`,
    unknownNetwork: 'unbekannt',
    newSignIn: 'Neue Anmeldung bei FairLeads',
    passkeyAdded: 'Neuer Passkey hinzugefügt',
  },
  en: {
    unknownBrowser: 'Unknown browser',
    on: (browser, system) => `${browser} on ${system}`,
    unknownNetwork: 'unknown',
    newSignIn: 'New sign-in to FairLeads',
    passkeyAdded: 'New passkey added',
  },
};

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

/** 'Firefox unter Windows' / 'Firefox on Windows' from a User-Agent header; 'Unbekannter Browser' when it names none we know. */
export function browserLabel(userAgent: string | null, locale: Locale): string {
  const words = WORDS[locale];
  if (!userAgent) return words.unknownBrowser;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return words.on(browser, system);
  return browser ?? (system ? words.on('Browser', system) : words.unknownBrowser);
}

/** The notice of a sign-in from a browser the user had not signed in from before (templates/new-sign-in.*.hbs). */
export function newSignInMail(params: {
  appUrl: string;
  timeZone: string;
  name: string;
  at: Date;
  userAgent: string | null;
  ipHint: string | null;
  locale: Locale;
}): TemplateMailContent {
  const { locale } = params;
  return {
    locale,
    subject: WORDS[locale].newSignIn,
    template: 'identity/new-sign-in',
    context: {
      name: params.name,
      when: formatDateTime(params.at, params.timeZone, locale),
      browser: browserLabel(params.userAgent, locale),
      network: params.ipHint ?? WORDS[locale].unknownNetwork,
      securityUrl: securitySettingsUrl(params.appUrl),
    },
  };
}

/** The notice that a passkey was added to the account (templates/passkey-added.*.hbs). */
export function passkeyAddedMail(params: { appUrl: string; timeZone: string; name: string; passkeyName: string; at: Date; locale: Locale }): TemplateMailContent {
  const { locale } = params;
  return {
    locale,
    subject: WORDS[locale].passkeyAdded,
    template: 'identity/passkey-added',
    context: {
      name: params.name,
      passkeyName: params.passkeyName,
      when: formatDateTime(params.at, params.timeZone, locale),
      securityUrl: securitySettingsUrl(params.appUrl),
    },
  };
}
