/**
 * Contact codes (docs/architecture.md "Badge and card capture", Codes): what a scanned badge or
 * card code says about a person, and how that fills an event's lead form. Both the stand page and
 * the lead desk read codes with it. Pure: no DOM, no Node; every pattern is linear (a code is
 * whatever a camera saw, possibly long garbage).
 */

// shared/ compiles without DOM or Node types; both have TextDecoder (and its legacy charsets)
declare const TextDecoder: new (label?: string, options?: { fatal?: boolean }) => { decode(input: Uint8Array): string };

export type ContactCodeKind = 'vcard' | 'mecard' | 'bizcard' | 'mailto' | 'email' | 'url' | 'text';

export interface ScannedContact {
  name?: string;
  /** The preferred address (the first of `emails`). */
  email?: string;
  /** Every address, the preferred first. */
  emails: string[];
  phone?: string;
  company?: string;
  title?: string;
  website?: string;
}

export interface ContactCode {
  kind: ContactCodeKind;
  contact: ScannedContact;
  /** The code as read (trimmed): shown to copy when nothing could be mapped. */
  text: string;
}

/** A code longer than this is no contact (a vCard with a photo is cut before its photo matters). */
const MAX_CODE_LENGTH = 20_000;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:.]+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL.test(value);
}

export function parseContactCode(input: string): ContactCode {
  const text = repairUtf8ReadAsLatin1((input ?? '').trim());
  const code = text.slice(0, MAX_CODE_LENGTH);
  const parsed = parseKnown(code);
  return { kind: parsed?.kind ?? 'text', contact: parsed?.contact ?? { emails: [] }, text };
}

function parseKnown(code: string): { kind: ContactCodeKind; contact: ScannedContact } | null {
  const head = code.slice(0, 12).toUpperCase();
  if (head.startsWith('BEGIN:VCARD')) return { kind: 'vcard', contact: parseVCard(code) };
  if (head.startsWith('MECARD:')) return { kind: 'mecard', contact: parseMeCard(code.slice(7)) };
  if (head.startsWith('BIZCARD:')) return { kind: 'bizcard', contact: parseBizCard(code.slice(8)) };
  if (head.startsWith('MAILTO:')) {
    const emails = mailtoAddresses(code.slice(7));
    return emails.length ? { kind: 'mailto', contact: withEmails({}, emails) } : null;
  }
  if (isEmailAddress(code)) return { kind: 'email', contact: withEmails({}, [code]) };
  if (/^https?:\/\//i.test(code)) {
    const email = addressInUrl(code);
    return email ? { kind: 'url', contact: withEmails({}, [email]) } : null;
  }
  return null;
}

function withEmails(contact: Omit<ScannedContact, 'emails' | 'email'>, emails: string[]): ScannedContact {
  const unique = [...new Set(emails.map((email) => email.trim()).filter(isEmailAddress))];
  const result: ScannedContact = { ...contact, emails: unique };
  if (unique.length) result.email = unique[0];
  for (const key of ['name', 'phone', 'company', 'title', 'website'] as const) {
    const value = result[key]?.replace(/\s+/g, ' ').trim();
    if (value) result[key] = value;
    else delete result[key];
  }
  return result;
}

/**
 * A code's UTF-8 bytes that the reader took for ISO-8859-1 (no ECI header, as many badge printers
 * write them): "MeiÃ\u009fner" becomes "Meißner" again. Only text whose every character is a byte
 * and whose bytes are valid UTF-8 with at least one multi-byte sequence is read anew.
 */
function repairUtf8ReadAsLatin1(text: string): string {
  if (!/[\u00c2-\u00f4][\u0080-\u00bf]/.test(text)) return text;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return text;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(text, (char) => char.charCodeAt(0)));
  } catch {
    return text;
  }
}

/** Percent-decoding only: in a `mailto:` (RFC 6068) and in a path a `+` is itself (`anna+messe@…`). */
function decodePercent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A form-encoded query part, where `+` stands for a space. */
function decodeForm(value: string): string {
  return decodePercent(value.replace(/\+/g, ' '));
}

/** `mailto:a@b.de,c@d.de?subject=x` (addresses percent-encoded, also `?to=`). */
function mailtoAddresses(rest: string): string[] {
  const [path, query = ''] = splitOnce(rest, '?');
  const addresses = decodePercent(path).split(',');
  for (const [key, raw] of queryParams(query)) if (key === 'to') addresses.push(...decodePercent(raw).split(','));
  return addresses.map((address) => address.trim()).filter(isEmailAddress);
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const at = value.indexOf(separator);
  return at < 0 ? [value, undefined] : [value.slice(0, at), value.slice(at + 1)];
}

/** The query's parameters: the key decoded and in lower case, the value as written (the caller decodes it). */
function queryParams(query: string): [string, string][] {
  return query
    .split('#')[0]
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key, value = ''] = splitOnce(pair, '=');
      return [decodeForm(key).toLowerCase(), value] as [string, string];
    });
}

const ADDRESS_PARAMS = new Set(['email', 'e-mail', 'mail', 'emailaddress', 'email_address', 'to']);

/** A web address that carries an e-mail address: `?email=`, `&mail=`, or `mailto:` in its path. */
function addressInUrl(url: string): string | null {
  const [beforeQuery, query = ''] = splitOnce(url, '?');
  for (const [key, raw] of queryParams(query)) {
    if (!ADDRESS_PARAMS.has(key)) continue;
    // form-encoded or not: an address has no space, so a `+` that makes one was meant as itself
    const value = [decodeForm(raw).trim(), decodePercent(raw).trim()].find(isEmailAddress);
    if (value) return value;
  }
  const path = decodePercent(beforeQuery.split('#')[0]);
  const at = path.toLowerCase().indexOf('mailto');
  if (at >= 0) {
    const candidate = path.slice(at + 6).replace(/^[:/=]+/, '').split('/')[0];
    if (isEmailAddress(candidate)) return candidate;
  }
  return null;
}

/* ---------- vCard 2.1, 3.0, 4.0 ---------- */

interface VCardLine {
  name: string;
  params: Map<string, string[]>;
  /** Bare parameters of vCard 2.1 (`TEL;CELL;PREF:`), upper case, with the TYPE values. */
  types: Set<string>;
  value: string;
}

function parseVCard(code: string): ScannedContact {
  const lines = logicalLines(code).map(parseVCardLine).filter((line): line is VCardLine => line !== null);
  const first = (name: string) => lines.find((line) => line.name === name);
  const fn = first('FN');
  const n = first('N');
  let name = fn ? unescapeText(fn.value) : '';
  if (!name.trim() && n) {
    const [family = '', given = '', additional = ''] = splitStructured(n.value);
    name = [given, additional, family].filter((part) => part.trim()).join(' ');
  }
  const emails = lines
    .filter((line) => line.name === 'EMAIL')
    .map((line, index) => ({ value: unescapeText(line.value).replace(/^mailto:/i, ''), rank: prefRank(line), index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.value);
  const phones = lines
    .filter((line) => line.name === 'TEL')
    .map((line, index) => ({ value: unescapeText(line.value).replace(/^tel:/i, ''), score: phoneScore(line), index }))
    .filter((entry) => entry.value.trim())
    .sort((a, b) => a.score - b.score || a.index - b.index);
  const org = first('ORG');
  const title = first('TITLE') ?? first('ROLE');
  const url = first('URL');
  return withEmails(
    {
      name,
      phone: phones[0]?.value,
      company: org ? splitStructured(org.value)[0] : undefined,
      title: title ? unescapeText(title.value) : undefined,
      website: url ? unescapeText(url.value) : undefined,
    },
    emails,
  );
}

/** Lines after unfolding: a line starting with a space or tab continues the previous one (3.0, 4.0); a quoted-printable value ending in `=` continues on the next line (2.1). */
function logicalLines(code: string): string[] {
  const result: string[] = [];
  for (const raw of code.split(/\r\n|\r|\n/)) {
    const last = result.length - 1;
    if (last >= 0 && isQuotedPrintable(result[last]) && result[last].endsWith('=')) {
      result[last] = result[last].slice(0, -1) + raw;
    } else if (last >= 0 && (raw.startsWith(' ') || raw.startsWith('\t'))) {
      result[last] += raw.slice(1);
    } else {
      result.push(raw);
    }
  }
  return result;
}

function isQuotedPrintable(line: string): boolean {
  const colon = line.indexOf(':');
  return colon > 0 && /QUOTED-PRINTABLE/i.test(line.slice(0, colon));
}

function parseVCardLine(line: string): VCardLine | null {
  // the first colon outside a quoted parameter value ends name and parameters
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"') quoted = !quoted;
    else if (char === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon <= 0) return null;
  const [nameWithGroup, ...rawParams] = line.slice(0, colon).split(';');
  const name = nameWithGroup.slice(nameWithGroup.lastIndexOf('.') + 1).toUpperCase();
  const params = new Map<string, string[]>();
  const types = new Set<string>();
  for (const param of rawParams) {
    const [key, value] = splitOnce(param, '=');
    if (value === undefined) {
      types.add(key.trim().toUpperCase());
      continue;
    }
    const values = value.replace(/"/g, '').split(',').map((v) => v.trim());
    const upperKey = key.trim().toUpperCase();
    params.set(upperKey, [...(params.get(upperKey) ?? []), ...values]);
    if (upperKey === 'TYPE') for (const type of values) types.add(type.toUpperCase());
  }
  let value = line.slice(colon + 1);
  const encoding = params.get('ENCODING')?.[0]?.toUpperCase();
  if (encoding === 'QUOTED-PRINTABLE' || types.has('QUOTED-PRINTABLE')) {
    value = decodeQuotedPrintable(value, params.get('CHARSET')?.[0] ?? 'utf-8');
  } else if (encoding === 'B' || encoding === 'BASE64' || types.has('BASE64')) {
    return null; // photos and keys: nothing for a lead
  }
  return { name, params, types, value };
}

function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '=' ? value.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      const code = value.codePointAt(i) ?? 0;
      if (code < 0x80) bytes.push(code);
      else {
        // a character that came in unencoded: kept as UTF-8
        const char = String.fromCodePoint(code);
        bytes.push(...encodeURIComponent(char).split('%').slice(1).map((hexByte) => parseInt(hexByte, 16)));
        i += char.length - 1;
      }
    }
  }
  const data = new Uint8Array(bytes);
  try {
    return new TextDecoder(charset.trim().toLowerCase()).decode(data);
  } catch {
    return new TextDecoder('utf-8').decode(data);
  }
}

/** 1 for PREF=1, TYPE=pref or a bare PREF; the lower the more preferred, unmarked last. */
function prefRank(line: VCardLine): number {
  const pref = Number(line.params.get('PREF')?.[0]);
  if (Number.isFinite(pref) && pref >= 1) return pref;
  return line.types.has('PREF') ? 1 : 1000;
}

/** Mobile and work numbers before others, a fax only when nothing else is there. */
function phoneScore(line: VCardLine): number {
  let score = prefRank(line) === 1000 ? 10 : 0;
  if (line.types.has('FAX')) score += 1000;
  if (line.types.has('CELL') || line.types.has('WORK')) score -= 5;
  if (line.types.has('PAGER')) score += 100;
  return score;
}

/** Backslash escapes of a text value: `\,` `\;` `\:` `\\` and `\n` (a line break). */
function unescapeText(value: string): string {
  return value.replace(/\\(.)/g, (_, char: string) => (char === 'n' || char === 'N' ? ' ' : char)).trim();
}

/** A structured value's components (N, ORG): split at semicolons that are not escaped. */
function splitStructured(value: string): string[] {
  return splitUnescaped(value, ';').map(unescapeText);
}

function splitUnescaped(value: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (char === '\\' && i + 1 < value.length) {
      current += char + value[i + 1];
      i++;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/* ---------- MeCard and BIZCARD ---------- */

/** `KEY:value;KEY:value;;` with `\;` `\:` `\,` `\\` escapes: the fields in order, values still escaped. */
function codeFields(body: string): [string, string][] {
  return splitUnescaped(body, ';')
    .map((field) => {
      const colon = field.indexOf(':');
      if (colon <= 0) return null;
      return [field.slice(0, colon).trim().toUpperCase(), field.slice(colon + 1).trim()] as [string, string];
    })
    .filter((field): field is [string, string] => field !== null && field[1] !== '');
}

function fieldReader(fields: [string, string][]) {
  return (key: string) => {
    const raw = fields.find(([k]) => k === key)?.[1];
    return raw === undefined ? undefined : unescapeText(raw);
  };
}

function parseMeCard(body: string): ScannedContact {
  const fields = codeFields(body);
  const get = fieldReader(fields);
  // N is "Family,Given"; an escaped comma belongs to a name
  const rawName = fields.find(([key]) => key === 'N')?.[1] ?? '';
  const [family = '', given = ''] = splitUnescaped(rawName, ',').map(unescapeText);
  return withEmails(
    {
      name: [given, family].filter(Boolean).join(' '),
      phone: get('TEL'),
      company: get('ORG'),
      title: get('TITLE'),
      website: get('URL'),
    },
    fields.filter(([key]) => key === 'EMAIL').map(([, value]) => unescapeText(value)),
  );
}

function parseBizCard(body: string): ScannedContact {
  const fields = codeFields(body);
  const get = fieldReader(fields);
  return withEmails(
    {
      name: [get('N'), get('X')].filter(Boolean).join(' '),
      phone: get('M') ?? get('B'),
      company: get('C'),
      title: get('T'),
    },
    fields.filter(([key]) => key === 'E').map(([, value]) => unescapeText(value)),
  );
}

/* ---------- onto the event's form ---------- */

/** The event's form as far as a prefill needs it: the labels (and choices) of its own two fields. */
export interface ContactFormFields {
  customField1?: string | null;
  customField2?: string | null;
  customField1Options?: readonly string[];
  customField2Options?: readonly string[];
}

export type ContactPart = 'name' | 'email' | 'phone' | 'company' | 'title' | 'website';

export interface ContactPrefill {
  values: { name: string; email: string; customField1: string; customField2: string };
  /** What the form has no field for (or whose choices do not fit): shown to copy. */
  unmapped: { part: ContactPart; label: string; value: string }[];
}

export const CONTACT_PART_LABELS: Readonly<Record<ContactPart, string>> = {
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  company: 'Firma',
  title: 'Position',
  website: 'Website',
};

/** Which part of a contact a custom field's label asks for. */
const LABEL_PARTS: [RegExp, ContactPart][] = [
  [/firma|unternehmen|company|organi[sz]ation|arbeitgeber/i, 'company'],
  [/telefon|phone|mobil|handy|\btel\b|rufnummer/i, 'phone'],
  [/position|titel|title|job|funktion|rolle/i, 'title'],
  [/website|webseite|homepage|\bweb\b|\burl\b|internet/i, 'website'],
];

export function contactPartOfLabel(label: string | null | undefined): ContactPart | null {
  if (!label) return null;
  return LABEL_PARTS.find(([pattern]) => pattern.test(label))?.[1] ?? null;
}

export function prefillForm(contact: ScannedContact, fields: ContactFormFields): ContactPrefill {
  const values = { name: contact.name ?? '', email: contact.email ?? '', customField1: '', customField2: '' };
  const used = new Set<ContactPart>(['name', 'email']);
  for (const field of ['customField1', 'customField2'] as const) {
    const part = contactPartOfLabel(fields[field]);
    const value = part ? contact[part] : undefined;
    if (!part || !value || used.has(part)) continue;
    const options = fields[`${field}Options`] ?? [];
    if (options.length) {
      const option = options.find((choice) => choice.trim().toLowerCase() === value.trim().toLowerCase());
      if (!option) continue;
      values[field] = option;
    } else {
      values[field] = value;
    }
    used.add(part);
  }
  const unmapped: ContactPrefill['unmapped'] = [];
  for (const part of ['phone', 'company', 'title', 'website'] as const) {
    const value = contact[part];
    if (value && !used.has(part)) unmapped.push({ part, label: CONTACT_PART_LABELS[part], value });
  }
  for (const email of contact.emails.slice(1)) unmapped.push({ part: 'email', label: CONTACT_PART_LABELS.email, value: email });
  return { values, unmapped };
}
