import { createHash, randomBytes } from 'node:crypto';

/** What every key starts with: a scanner (GitHub's secret scanning, a log filter) can spot one. */
export const API_KEY_PREFIX = 'flk_';
/** 'flk_' and 32 random bytes in base64url (43 characters). */
const KEY_SHAPE = /^flk_[A-Za-z0-9_-]{43}$/;
/** The first characters shown in lists to recognise a key. */
export const KEY_PREFIX_LENGTH = 12;
/** An account's active keys at most. */
export const API_KEYS_MAX = 20;
export const API_KEY_NAME_MAX = 60;

export interface NewKey {
  key: string;
  hash: string;
  prefix: string;
}

export function newApiKey(): NewKey {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, KEY_PREFIX_LENGTH) };
}

/** SHA-256 in hex: a key has 256 random bits, so a fast hash is enough (nothing to guess). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * The key of an `Authorization` header: `Bearer <key>` (the scheme in any case, RFC 9110), the
 * key shaped as we make them; anything else is no key (undefined).
 */
export function bearerKeyOf(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
  return match && KEY_SHAPE.test(match[1]) ? match[1] : undefined;
}
