import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** What a card photo tells about its holder: each field a string, or null when the card showed none. */
export interface CardFields {
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  title: string | null;
  website: string | null;
}

const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
const WEBSITE = /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s]*)?/i;
const EMAIL_LABEL = /^(?:e\s?-?\s?ma[il1|]{1,2}|ma[il1|]{2})\s*[:.]?\s*/i;
const WEB_LABEL = /^(?:web(?:site)?|internet|url|homepage)\s*[:.]?\s*/i;
const PHONE_LABEL = /^(?:tel(?:efon)?|fon|phone|mobil(?:e|funk)?|handy|cell|mob|direkt|direct|t|m)\b\.?\s*[:.]?\s*/i;
const FAX_LABEL = /^(?:fax|telefax|f)\b/i;
const LEGAL_FORM =
  /(?:^|[\s,])(?:GmbH(?:\s*&\s*Co\.?\s*KG)?|gGmbH|AG|KGaA|KG|OHG|GbR|UG(?:\s*\(haftungsbeschränkt\))?|e\.\s?K\.?|e\.\s?V\.?|SE|mbB|PartG|Ltd\.?|Limited|Inc\.?|LLC|LLP|PLC|Corp\.?|S\.?A\.?S?|B\.?V\.?|S\.?r\.?l\.?|Co\.)(?=$|[\s,.|])/;
const TITLE_WORDS =
  /\b(?:Gesch[äa]ftsf[üu]hr\w*|Leiter\w*|Leitung|Manager\w*|Head|Director|Direktor\w*|Prokurist\w*|Chief|Officer|CEO|CTO|CFO|COO|CMO|Inhaber\w*|Vorstand\w*|Referent\w*|Berater\w*|Consultant|Engineer|Ingenieur\w*|Executive|President|Präsident\w*|Partner\w*|Assistent\w*|Assistant|Sachbearbeiter\w*|Vertrieb\w*|Verkauf\w*|Einkauf\w*|Sales|Marketing|Procurement|Developer|Entwickler\w*|Founder|Gründer\w*|Owner|Specialist|Spezialist\w*|Coordinator|Koordinator\w*|Representative|Projekt\w*|Account|Business|Development|Lead|Teamleiter\w*|Abteilungsleiter\w*)\b/i;
/** A word of a name: capitalised letters (umlauts, ß, accents), maybe with a hyphen (Hans-Peter). */
const NAME_WORD = /^[A-ZÄÖÜ][a-zäöüßéèêáàâçñóòôíìúùø']+(?:-[A-ZÄÖÜ][a-zäöüßéèêáàâçñóòôíìúùø']+)?$/;
const NAME_PREFIX = /^(?:Dr\.|Prof\.|Dipl\.-\w+\.?|Mag\.)$/;

/**
 * Reads the fields out of a card's OCR text. Pure: the OCR's slips are expected (spaces around `@`
 * and `.`, `(at)`, a label glued to the value, stray strokes at a line's end), a field it cannot
 * tell is null rather than a guess from the wrong line.
 */
export function extractCardFields(text: string): CardFields {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/[|¦_~`“”„"«»]+/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
  const email = findEmail(lines);
  const website = findWebsite(lines, email);
  const phone = findPhone(lines);
  const contactLine = (line: string) => isContactLine(line);
  const company = findCompany(lines, contactLine) ?? companyFromDomain(email ?? website);
  const title = lines.find((line) => !contactLine(line) && !LEGAL_FORM.test(line) && TITLE_WORDS.test(line) && !/\d/.test(line)) ?? null;
  const name = findName(lines, contactLine, company);
  return { name, email, phone, company, title, website };
}

/** An OCR'd line with its address slips undone: `(at)`, `[at]`, spaces around `@` and dots, commas for dots. */
function normaliseAddressLine(line: string): string {
  return line
    .replace(/\s*[([{]\s*at\s*[)\]}]\s*/gi, '@')
    .replace(/\s+@\s*|\s*@\s+/g, '@')
    .replace(/(?<=@[^\s]*)\s*[.,]\s*/g, '.')
    .replace(/(?<=\S)\s+\.\s*(?=\S)|(?<=\S)\s*\.\s+(?=[a-z])/gi, '.');
}

function findEmail(lines: string[]): string | null {
  for (const line of lines) {
    if (!/@|\(at\)|\[at\]/i.test(line)) continue;
    let candidate = normaliseAddressLine(line.replace(EMAIL_LABEL, ''));
    // a line that holds just the address: a space inside it is the OCR's ("juerge n.krueger@…")
    if (candidate.split('@').length === 2 && !/\s@|@\S*\s+\S*@/.test(candidate)) candidate = candidate.replace(/\s+/g, '');
    const match = EMAIL.exec(candidate);
    if (match) return match[0].replace(/[.-]+$/, '').toLowerCase();
  }
  return null;
}

function findWebsite(lines: string[], email: string | null): string | null {
  const candidates = lines.filter((line) => !/@|\(at\)/i.test(line) && !PHONE_LABEL.test(line) && !FAX_LABEL.test(line));
  // an address that says it is one first (www., http, a "Web" label), else a bare domain
  const ordered = [...candidates.filter((line) => /www|https?:|^web/i.test(line)), ...candidates];
  for (const line of ordered) {
    const cleaned = normaliseAddressLine(line.replace(WEB_LABEL, '')).replace(/^w{2,4}[.,]\s*/i, 'www.');
    const match = WEBSITE.exec(cleaned);
    if (!match) continue;
    const website = match[0].replace(/[.,/]+$/, '').toLowerCase();
    // a bare domain counts only where it is the e-mail's (a sentence's "z.B." is no address)
    if (!/^(?:https?:\/\/|www\.)/.test(website) && (!email || !email.endsWith(`@${website}`))) continue;
    return website;
  }
  return null;
}

function findPhone(lines: string[]): string | null {
  const withDigits = lines.filter((line) => !FAX_LABEL.test(line) && (line.match(/\d/g) ?? []).length >= 6 && !/@/.test(line));
  // labelled lines (Tel, Mobil, Phone) first, in the card's order, then any line with enough digits
  const ordered = [...withDigits.filter((line) => PHONE_LABEL.test(line)), ...withDigits];
  for (const line of ordered) {
    const phone = parsePhone(line.replace(PHONE_LABEL, ''));
    if (phone) return phone;
  }
  return null;
}

function parsePhone(raw: string): string | null {
  const text = raw
    // the OCR's letters in a digit run: O for 0, l and I for 1
    .replace(/(?<=[\d\s])[oO](?=[\d\s])/g, '0')
    .replace(/(?<=[\d\s])[lI|](?=[\d\s])/g, '1')
    // the German "+49 (0)89": the 0 in brackets is dropped when dialling from abroad
    .replace(/\(\s*0\s*\)/g, '')
    .replace(/[^\d+()/\-.\s]/g, ' ')
    .trim();
  const phone = parsePhoneNumberFromString(text, 'DE');
  return phone?.isValid() ? phone.number : null;
}

function isContactLine(line: string): boolean {
  return /@|\(at\)|www\.|https?:/i.test(line) || PHONE_LABEL.test(line) || FAX_LABEL.test(line) || (line.match(/\d/g) ?? []).length >= 5;
}

function findCompany(lines: string[], contactLine: (line: string) => boolean): string | null {
  const line = lines.find((candidate) => !contactLine(candidate) && LEGAL_FORM.test(candidate));
  return line ? line.replace(/^[^\p{L}\d]+|[^\p{L}\d.)]+$/gu, '') : null;
}

/** The company as its domain names it (nordlicht-logistik.de → Nordlicht-Logistik), when no line names a legal form. */
function companyFromDomain(address: string | null): string | null {
  const host = address?.split('@').pop()?.replace(/^(?:https?:\/\/)?(?:www\.)?/, '').split(/[/.]/)[0];
  if (!host) return null;
  return host
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}

function findName(lines: string[], contactLine: (line: string) => boolean, company: string | null): string | null {
  // near the top: before the contact block, among the first lines
  const top = lines.slice(0, 8).filter((line) => !contactLine(line));
  for (const line of top) {
    if (company && line === company) continue;
    if (LEGAL_FORM.test(line) || TITLE_WORDS.test(line) || /\d/.test(line)) continue;
    const words = line.split(' ').filter((word) => !NAME_PREFIX.test(word));
    if (words.length >= 2 && words.length <= 3 && words.every((word) => NAME_WORD.test(word))) return words.join(' ');
  }
  return null;
}
