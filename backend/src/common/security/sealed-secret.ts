import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read again (a TOTP secret, a CRM's token) are stored sealed with a key
 * derived from the session secret (which every replica shares), one key per purpose (`info`).
 * Changing SESSION_SECRET makes every sealed secret unreadable.
 */
export function deriveKey(sessionSecret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, Buffer.alloc(0), info, 32));
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: iv ‖ tag ‖ ciphertext. */
export function encryptSecret(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Throws when the blob was not made with this key (a changed session secret) or was altered. */
export function decryptSecret(key: Buffer, blob: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(0, IV_BYTES));
  decipher.setAuthTag(blob.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(blob.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
