import { randomBytes } from 'node:crypto';
import { decryptSecret, deriveKey, encryptSecret } from './sealed-secret';

const KEY = deriveKey('a-session-secret-of-at-least-32-characters', 'fairleads:test');

describe('sealed secrets', () => {
  it('seals a secret so that only the same key opens it, and notices a change', () => {
    const secret = randomBytes(20);
    const blob = encryptSecret(KEY, secret);
    expect(blob.includes(secret)).toBe(false);
    expect(decryptSecret(KEY, blob).equals(secret)).toBe(true);
    // a fresh IV each time
    expect(encryptSecret(KEY, secret).equals(blob)).toBe(false);
    expect(() => decryptSecret(deriveKey('another-session-secret-of-32-characters!', 'fairleads:test'), blob)).toThrow();
    const altered = Buffer.from(blob);
    altered[altered.length - 1] ^= 1;
    expect(() => decryptSecret(KEY, altered)).toThrow();
  });

  it('derives a different key per purpose', () => {
    expect(deriveKey('s'.repeat(32), 'a').equals(deriveKey('s'.repeat(32), 'b'))).toBe(false);
  });
});
