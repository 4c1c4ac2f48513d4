/**
 * How a slug is made from a name, for the SPA (create-event dialog, registration) and the server
 * (its own derived slugs and the event slug's checks): one declaration, so both make the same slug.
 *
 * A name is transliterated first (ä→ae, ö→oe, ü→ue, ß→ss; é→e and every other accent dropped),
 * then the slug rule applies: lowercase, keep only a-z, 0-9, whitespace and hyphen,
 * whitespace becomes a hyphen, repeated hyphens collapse, leading and trailing hyphens go.
 */
import { COMPANY_SLUG_MAX_LENGTH } from './account-rules';

/** An event slug: lower-case words of a-z and 0-9 joined by single hyphens, 2 to 60 characters. */
export const EVENT_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const EVENT_SLUG_MIN_LENGTH = 2;
export const EVENT_SLUG_MAX_LENGTH = 60;

/** German letters spelt out; everything else loses its accent below. */
const SPELT_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', ẞ: 'SS' };
/**
 * Letters whose stroke or ligature Unicode does not decompose (NFKD leaves them whole, so they
 * would vanish): the stroke counts as an accent and is dropped (Ø→O, ł→l), ligatures are spelt out.
 */
const NOT_DECOMPOSED: Record<string, string> = {
  Ø: 'O', ø: 'o', Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Æ: 'Ae', æ: 'ae', Œ: 'Oe', œ: 'oe',
};

/** Latin text without accents: 'Straße München' → 'Strasse Muenchen', 'Café' → 'Cafe', 'Øresund' → 'Oresund'. */
export function transliterate(text: string): string {
  return text
    .normalize('NFC') // 'u' + combining diaeresis (as macOS types it) is 'ü' too
    .replace(/[äöüÄÖÜßẞ]/g, (letter) => SPELT_OUT[letter])
    .replace(/[ØøŁłĐđĦħıÆæŒœ]/g, (letter) => NOT_DECOMPOSED[letter])
    .normalize('NFKD') // é → e + accent, ﬁ → fi, full-width letters → ASCII
    .replace(/\p{M}/gu, '');
}

/** Cut to maxLength without leaving a hyphen at the end. */
function cut(slug: string, maxLength: number): string {
  return slug.length <= maxLength ? slug : slug.slice(0, maxLength).replace(/-+$/, '');
}

/** The slug rule after transliteration, with a trailing hyphen kept or not. */
function slugWords(text: string, keepTrailingHyphen: boolean): string {
  const slug = transliterate(text)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '');
  return keepTrailingHyphen ? slug : slug.replace(/-+$/, '');
}

/** The event slug a name suggests: 'IAA Mobility München' → 'iaa-mobility-muenchen'. */
export function eventSlugFrom(name: string): string {
  return cut(slugWords(name, false), EVENT_SLUG_MAX_LENGTH);
}

/**
 * The company slug a name suggests: 'Mein Stand GmbH' → 'mein-stand-gmbh'. maxLength leaves room
 * for a suffix where the caller needs one.
 */
export function companySlugFrom(name: string, maxLength = COMPANY_SLUG_MAX_LENGTH): string {
  return cut(slugWords(name, false), maxLength);
}

/**
 * The company-slug field as typed: the same rule, but a hyphen at the end stays so the next word
 * can follow ('Mein ' → 'mein-'); companySlugFrom on submit takes it away.
 */
export function companySlugAsTyped(text: string): string {
  const slug = slugWords(text, true);
  return slug.length <= COMPANY_SLUG_MAX_LENGTH ? slug : slug.slice(0, COMPANY_SLUG_MAX_LENGTH);
}
