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
  /\b(?:Gesch\p{L}{1,2}ftsf\p{L}{1,2}hr\w*|Leiter\w*|Leitung|Manager\w*|Head|Director|Direktor\w*|Prokurist\w*|Chief|Officer|CEO|CTO|CFO|COO|CMO|Inhaber\w*|Vorstand\w*|Referent\w*|Berater\w*|Consultant|Engineer|Ingenieur\w*|Executive|President|Präsident\w*|Partner\w*|Assistent\w*|Assistant|Sachbearbeiter\w*|Vertrieb\w*|Verkauf\w*|Einkauf\w*|Sales|Marketing|Procurement|Developer|Entwickler\w*|Founder|Gründer\w*|Owner|Specialist|Spezialist\w*|Coordinator|Koordinator\w*|Representative|Projekt\w*|Account|Business|Development|Lead|Teamleiter\w*|Abteilungsleiter\w*)\b/iu;
/** A word of a name: capitalised letters (umlauts, ß, accents), maybe with a hyphen (Hans-Peter). */
const NAME_WORD = /^[A-ZÄÖÜ][a-zäöüßéèêáàâçñóòôíìúùø']+(?:-[A-ZÄÖÜ][a-zäöüßéèêáàâçñóòôíìúùø']+)?$/;
const NAME_PREFIX = /^(?:Dr\.|Prof\.|Dipl\.-\w+\.?|Mag\.)$/;

/**
 * Reads the fields out of a card's OCR text. Pure: the OCR's slips are expected (spaces around `@`
 * and `.`, `(at)`, a label glued to the value, stray strokes at a line's end), a field it cannot
 * tell is null rather than a guess from the wrong line.
 */
export function extractCardFields(text: string): CardFields {
  const lines = joinBrokenLines(
    text
      .split(/\r?\n/)
      // "!" and "|" at the start of an address are the OCR's "l" (|.vogel@…); elsewhere such strokes are noise
      .map((line) => line.replace(/(?<=^|\s)[!|¦](?=[a-z0-9._-]*@)/gi, 'l'))
      .map((line) => line.replace(/[|¦_~`“”„"«»©®]+/g, ' ').replace(/\s+/g, ' ').trim())
      // "ii" is how the OCR often reads a "ü" (Jiirgen, Briickner); hardly a word has it
      .map((line) => line.replace(/(?<=\p{L})ii/gu, 'ü'))
      .filter((line) => /[\p{L}\d]/u.test(line)),
  );
  const email = findEmail(lines);
  const website = findWebsite(lines, email);
  const phone = findPhone(lines);
  const contactLine = (line: string) => isContactLine(line);
  const domainWords = (email ?? website ?? '').replace(/^.*@|^(?:https?:\/\/)?(?:www\.)?/, '').split(/[.-]/);
  const foundCompany = findCompany(lines, contactLine);
  const company = foundCompany ? restoreUmlauts(foundCompany, domainWords) : companyFromDomain(email ?? website);
  const titleLine = lines.find((line) => !contactLine(line) && !LEGAL_FORM.test(line) && TITLE_WORDS.test(line) && !/\d/.test(line));
  // the OCR reads "ä" and "ü" of the commonest title as "ii" (Geschiiftsfiihrerin)
  const title = titleLine?.replace(/Gesch\p{L}{1,2}fts/u, 'Geschäfts').replace(/f\p{L}{1,2}hrer/u, 'führer') ?? null;
  const name = findName(lines, contactLine, foundCompany);
  const localWords = email ? email.split('@')[0].split(/[._-]/) : [];
  return { name: name && restoreUmlauts(name, localWords), email, phone, company, title, website };
}

/** A name the OCR broke apart: its capital standing alone ("C" + "harlotte Brown"), its two words on two lines ("Björn" + "Weiß"). */
function joinBrokenLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const next = lines[i + 1];
    if (next !== undefined) {
      const loneCapital = /^[A-ZÄÖÜ]$/.test(line) && /^[a-zäöüß]+(?: [A-ZÄÖÜ][a-zäöüß]+){1,2}$/.test(next);
      const splitName = i < 6 && NAME_WORD.test(line) && NAME_WORD.test(next) && !TITLE_WORDS.test(line) && !TITLE_WORDS.test(next);
      if (loneCapital || splitName) {
        joined.push(loneCapital ? `${line}${next}` : `${line} ${next}`);
        i += 1;
        continue;
      }
    }
    joined.push(line);
  }
  return joined;
}

const fold = (word: string) => word.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');
const transliterate = (word: string) => word.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

/** The spellings of an address's word with its transliterations undone or not (doerte → doerte, dörte). */
function spellingsOf(word: string): string[] {
  const match = /ae|oe|ue|ss/.exec(word);
  if (!match) return [word];
  const umlaut = { ae: 'ä', oe: 'ö', ue: 'ü', ss: 'ß' }[match[0]]!;
  const rest = spellingsOf(word.slice(match.index + 2));
  const head = word.slice(0, match.index);
  return rest.flatMap((tail) => [`${head}${match[0]}${tail}`, `${head}${umlaut}${tail}`]);
}

/**
 * The umlauts the OCR lost, put back where the card's own address spells them (Dorte with
 * doerte.wagner@… → Dörte): a word changes only when the address's word, transliterated back,
 * reads the same without its dots; a word that already agrees with the address stays.
 */
function restoreUmlauts(text: string, addressWords: string[]): string {
  const words = addressWords.filter((word) => word.length > 2);
  return text
    .split(' ')
    .map((word) => {
      const bare = word.replace(/[^\p{L}]/gu, '');
      if (!bare || words.includes(transliterate(bare))) return word;
      for (const candidate of words) {
        const spelling = spellingsOf(candidate).find((option) => option !== bare.toLowerCase() && fold(option) === fold(bare) && transliterate(option) === candidate);
        if (spelling) return word.replace(bare, bare[0] === bare[0].toUpperCase() ? spelling.charAt(0).toUpperCase() + spelling.slice(1) : spelling);
      }
      return word;
    })
    .join(' ');
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
  for (const [i, line] of lines.entries()) {
    if (!/@|\(at\)|\[at\]/i.test(line)) continue;
    // the address's start cut onto the label's line ("Email juerge" + "n.krueger@…")
    const head = EMAIL_LABEL.test(line) ? null : /^(?:e\s?-?\s?ma[il1|]{1,2}|ma[il1|]{2})\s*[:.]?\s+([a-z0-9._-]+)$/i.exec(lines[i - 1] ?? '');
    const candidate = addressOf(head ? `${head[1]}${line}` : line);
    const match = EMAIL.exec(candidate) ?? continued(candidate, lines);
    if (match) return match[0].replace(/[.-]+$/, '').toLowerCase().replace(/^([a-z])-/, '$1.');
  }
  return null;
}

/**
 * The address of an e-mail line, the OCR's slips undone: a comma for a dot in the local part, a
 * space in it (a dot where the part has none: "marie baecker@"; else a split word: "juerge n.krueger@").
 */
function addressOf(line: string): string {
  const candidate = normaliseAddressLine(line.replace(EMAIL_LABEL, '')).replace(/(?<=[a-z]),(?=[a-z][^@\s]*@)/gi, '.');
  const at = candidate.indexOf('@');
  if (at < 0 || candidate.indexOf('@', at + 1) >= 0) return candidate;
  const local = candidate.slice(0, at).trim();
  const words = local.split(/\s+/);
  if (words.length !== 2) return candidate;
  return `${words.join(local.includes('.') ? '' : '.')}${candidate.slice(at)}`;
}

/** An address the OCR cut ("…@lindenhof-" and, on another line near it, "robotics.co.uk"). */
function continued(candidate: string, lines: string[]): RegExpExecArray | null {
  if (!/@[a-z0-9.-]*$/i.test(candidate)) return null;
  for (const tail of lines) {
    if (/^w{3}\./i.test(tail) || !/^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(tail)) continue;
    const match = EMAIL.exec(`${candidate}${tail}`);
    if (match) return match;
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
  if (!line) return null;
  // the legal forms' dots the OCR dropped (e.K, GmbH & Co KG)
  return line
    .replace(/^[^\p{L}\d]+|[^\p{L}\d.)]+$/gu, '')
    .replace(/\bCo\s+KG\b/, 'Co. KG')
    .replace(/\be\.\s?([KV])\.?$/, 'e.$1.');
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
