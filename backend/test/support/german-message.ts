import { ERROR_CODES } from '../../src/common/errors/error-codes';

/**
 * Whether an error answer keeps the API's error shape: JSON `{statusCode, code, message}` with
 * the response's status, one of the listed codes (src/common/errors/error-codes.ts) and a German
 * sentence the SPA can show. Shared by the specs that drive every route with bad input.
 */

/** What the framework, its libraries or the JSON parser say in English when nobody translated them. */
const ENGLISH = [
  /\bmust\b/i,
  /\bshould\b/i,
  /validation failed/i,
  /bad request/i,
  /\bcannot\b/i,
  /unexpected (token|end)/i,
  /\bis not\b/i,
  /\bexpected\b/i,
  /\bnot found\b/i,
  /\bunauthori[sz]ed\b/i,
  /\bforbidden\b/i,
  /\binternal server error\b/i,
  /\btoo (many|large|long)\b/i,
  /\bunknown value\b/i,
  /\bmissing\b/i,
  /\binvalid\b/i,
  /\berror\b/i,
  /\bthe\b/i,
];

/** Some German: an umlaut or German quotation mark, or a common German word. */
const GERMAN =
  /[äöüßÄÖÜ„“]|\b(der|die|das|den|dem|des|ein|eine|einen|ist|sind|nicht|kein|keine|bitte|gib|wähle|und|oder|für|mit|zu|darf|muss|wurde|werden|nur|Anfrage|erforderlich|gefunden)\b/i;

export function isGermanMessage(message: unknown): boolean {
  return typeof message === 'string' && message.trim() !== '' && GERMAN.test(message) && !ENGLISH.some((phrase) => phrase.test(message));
}

/** Why an answer breaks the error contract, or null when it keeps it. */
export function errorContractViolation(res: { status: number; body: unknown; headers: Record<string, string> }): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status < 400) return null;
  if (!/^application\/json/.test(res.headers['content-type'] ?? '')) return `content type ${res.headers['content-type'] ?? 'none'}`;
  const body = res.body as { statusCode?: unknown; code?: unknown; message?: unknown } | null;
  if (body?.statusCode !== res.status) return `statusCode ${JSON.stringify(body?.statusCode)} in a ${res.status} answer`;
  if (!(ERROR_CODES as readonly unknown[]).includes(body.code)) return `code ${JSON.stringify(body.code)} is none of error-codes.ts`;
  if (!isGermanMessage(body.message)) return `message not German: ${JSON.stringify(body.message)}`;
  return null;
}
