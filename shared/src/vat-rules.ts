/**
 * EU VAT for one event credit: the rate table, the rules and the VAT id formats.
 * Pure TypeScript without imports: the server charges with it and the SPA shows the same tax
 * line live (both import it as '@fairleads/shared/vat-rules').
 */

/** Net price of one event credit in cents (49,00 EUR). */
export const PRICE_PER_CREDIT_CENTS = 4900;

/** The seller's country: VAT is always charged here, also to businesses with a VAT id. */
export const HOME_COUNTRY = 'AT';
export const DEFAULT_BILLING_COUNTRY = 'AT';

/** Standard VAT rates in percent. */
export const EU_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20, BE: 21, BG: 20, CY: 19, CZ: 21, DE: 19, DK: 25, EE: 20, ES: 21, FI: 24, FR: 20, GR: 24, HR: 25, HU: 27,
  IE: 23, IT: 22, LT: 21, LU: 17, LV: 21, MT: 18, NL: 21, PL: 23, PT: 23, RO: 19, SE: 25, SI: 22, SK: 20,
};

/** German country names for the forms. */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AT: 'Österreich', BE: 'Belgien', BG: 'Bulgarien', CY: 'Zypern', CZ: 'Tschechien', DE: 'Deutschland', DK: 'Dänemark',
  EE: 'Estland', ES: 'Spanien', FI: 'Finnland', FR: 'Frankreich', GR: 'Griechenland', HR: 'Kroatien', HU: 'Ungarn',
  IE: 'Irland', IT: 'Italien', LT: 'Litauen', LU: 'Luxemburg', LV: 'Lettland', MT: 'Malta', NL: 'Niederlande',
  PL: 'Polen', PT: 'Portugal', RO: 'Rumänien', SE: 'Schweden', SI: 'Slowenien', SK: 'Slowakei', CH: 'Schweiz',
  US: 'USA', GB: 'Vereinigtes Königreich',
};

export interface Country {
  code: string;
  name: string;
}

const toCountry = (code: string): Country => ({ code, name: COUNTRY_NAMES[code] ?? code });

/** The B2B checkout offers the 27 EU states (sorted by German name) plus Schweiz and USA. */
export const B2B_COUNTRIES: readonly Country[] = [
  ...Object.keys(EU_VAT_RATES)
    .map(toCountry)
    .sort((a, b) => a.name.localeCompare(b.name, 'de')),
  toCountry('CH'),
  toCountry('US'),
];

/** The account settings' billing form offers this shorter list, in this order. */
export const SETTINGS_COUNTRIES: readonly Country[] = ['AT', 'DE', 'CH', 'US', 'GB', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'CZ', 'SK', 'HU', 'SI'].map(
  toCountry,
);

export function isEuCountry(country: string): boolean {
  return Object.prototype.hasOwnProperty.call(EU_VAT_RATES, country);
}

export type VatKind = 'non-eu' | 'reverse-charge' | 'standard';

export interface VatDecision {
  kind: VatKind;
  /** Percent charged on top of the net price. */
  rate: number;
  /** The tax line the billing form shows. */
  label: string;
}

/**
 * A non-EU country pays no VAT; a business in another EU state with a VAT id pays none
 * either (reverse charge); otherwise the country's rate. The home country always charges.
 */
export function vatFor(country: string, vatId?: string | null): VatDecision {
  const code = (country ?? '').trim().toUpperCase();
  if (!isEuCountry(code)) return { kind: 'non-eu', rate: 0, label: 'Kein EU-Land - keine USt.' };
  if (code !== HOME_COUNTRY && normalizeVatId(vatId ?? '') !== '') {
    return { kind: 'reverse-charge', rate: 0, label: 'Reverse Charge - USt. zahlt Kunde' };
  }
  const rate = Math.round(EU_VAT_RATES[code]);
  return { kind: 'standard', rate, label: `${rate}% USt. (${COUNTRY_NAMES[code]})` };
}

export interface PriceBreakdown {
  netCents: number;
  vatCents: number;
  grossCents: number;
  vat: VatDecision;
}

/** Net, VAT (rounded to the cent) and gross for `credits` event credits. */
export function priceFor(country: string, vatId?: string | null, credits = 1): PriceBreakdown {
  const vat = vatFor(country, vatId);
  const netCents = PRICE_PER_CREDIT_CENTS * credits;
  const vatCents = Math.round((netCents * vat.rate) / 100);
  return { netCents, vatCents, grossCents: netCents + vatCents, vat };
}

/** Whitespace removed, upper case. */
export function normalizeVatId(value: string): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

/** Formats checked per country; other countries are left to Stripe's validation. */
const VAT_ID_FORMATS: Readonly<Record<string, { patterns: RegExp[]; example: string }>> = {
  AT: { patterns: [/^ATU?\d{8}$/], example: 'ATU12345678' },
  DE: { patterns: [/^DE\d{9}$/], example: 'DE123456789' },
  FR: { patterns: [/^FR[A-Z0-9]{2}\d{9}$/], example: 'FR12345678901' },
  IT: { patterns: [/^IT\d{11}$/], example: 'IT12345678901' },
  // Spanish NIF: a letter or digit, 7 digits, a letter or digit (companies and self-employed)
  ES: { patterns: [/^ES[A-Z]\d{7}[A-Z0-9]$/, /^ES\d{8}[A-Z]$/], example: 'ES12345678Z' },
  NL: { patterns: [/^NL\d{9}B\d{2}$/], example: 'NL123456789B01' },
};

export function vatIdExample(country: string): string {
  return VAT_ID_FORMATS[country]?.example ?? `${country}123456789`;
}

export type VatIdCheck =
  | { status: 'empty' }
  | { status: 'valid'; normalized: string; message: string }
  | { status: 'unchecked'; normalized: string }
  | { status: 'invalid'; normalized: string; message: string };

/** The live indicator and the server check share this: empty, valid, unchecked country or invalid. */
export function checkVatId(country: string, value: string | null | undefined): VatIdCheck {
  const normalized = normalizeVatId(value ?? '');
  if (normalized === '') return { status: 'empty' };
  const format = VAT_ID_FORMATS[country];
  if (!format) return { status: 'unchecked', normalized };
  if (format.patterns.some((pattern) => pattern.test(normalized))) {
    return { status: 'valid', normalized, message: 'Format gültig - wird von Stripe final validiert' };
  }
  return {
    status: 'invalid',
    normalized,
    message: `Ungültiges Format für ${COUNTRY_NAMES[country] ?? country}. Beispiel: ${format.example}`,
  };
}
