import { COUNTRY_NAMES, PRICE_PER_CREDIT_CENTS, vatIdExample, type VatDecision, type VatIdCheck } from '@fairleads/shared/vat-rules';
import { currentLocale, i18n, intlLocale } from '@/i18n';
import { formatEuroCents } from '@/lib/format';
import '../i18n';

/** Payment toasts stay 5 s. */
export const TOAST_DURATION_MS = 5000;

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country by its code in the SPA's language: German as the VAT rules name it, else the browser's own names. */
export function countryName(code: string): string {
  const locale = currentLocale();
  if (locale === 'de') return COUNTRY_NAMES[code] ?? code;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** The VAT line's label: '20% USt. (Österreich)', 'Reverse Charge - USt. zahlt Kunde', 'Kein EU-Land - keine USt.'. */
export function vatLabel(vat: VatDecision, country: string): string {
  if (vat.kind === 'non-eu') return i18n.t('billing:vat.nonEu');
  if (vat.kind === 'reverse-charge') return i18n.t('billing:vat.reverseCharge');
  return i18n.t('billing:vat.standard', { rate: vat.rate, country: countryName(country) });
}

/** The live VAT id check's sentence (valid or invalid format), null when it has none. */
export function vatCheckMessage(check: VatIdCheck, country: string): string | null {
  if (check.status === 'valid') return i18n.t('billing:vatCheck.valid');
  if (check.status === 'invalid') return i18n.t('billing:vatCheck.invalid', { country: countryName(country), example: vatIdExample(country) });
  return null;
}

/** One credit's net price as the offers say it: '49,00 EUR' ('EUR 49.00'). */
export function creditPrice(): string {
  return formatEuroCents(PRICE_PER_CREDIT_CENTS, { code: true });
}
