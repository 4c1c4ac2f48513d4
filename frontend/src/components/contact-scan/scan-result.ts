import { parseContactCode, prefillForm, type ContactFormFields, type ScannedContact } from '@fairleads/shared/contact-codes';
import { i18n } from '@/i18n';
import { NS } from './i18n';
import type { CardScanResult, ContactScan } from './types';

/** A badge's code as the form gets it; a code that is no contact keeps its text to copy. */
export function scanFromCode(rawValue: string, fields: ContactFormFields): ContactScan {
  const code = parseContactCode(rawValue);
  return {
    source: 'badge',
    contact: code.contact,
    prefill: prefillForm(code.contact, fields),
    rawText: code.kind === 'text' && code.text ? code.text : null,
    code,
  };
}

/** A card's OCR answer as the form gets it; the lines no field took stay to copy. */
export function scanFromCard(result: CardScanResult, fields: ContactFormFields): ContactScan {
  const { name, email, phone, company, title, website } = result.fields;
  const contact: ScannedContact = { emails: email ? [email] : [] };
  if (email) contact.email = email;
  for (const [key, value] of Object.entries({ name, phone, company, title, website })) {
    if (value?.trim()) contact[key as 'name'] = value.trim();
  }
  const prefill = prefillForm(contact, fields);
  const taken = Object.values(prefill.values)
    .filter(Boolean)
    .map((value) => value.toLowerCase());
  const rest = result.text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !taken.some((value) => line.toLowerCase().includes(value)))
    .join('\n');
  return { source: 'card', contact, prefill, rawText: rest || null, confidence: result.confidence };
}

/** Everything the form could not take, as one text to copy. */
export function leftoverText(scan: ContactScan): string {
  const lines = scan.prefill.unmapped.map((entry) => `${i18n.t(`parts.${entry.part}`, { ns: NS })}: ${entry.value}`);
  if (scan.rawText) lines.push(...(lines.length ? ['', scan.rawText] : [scan.rawText]));
  return lines.join('\n');
}
