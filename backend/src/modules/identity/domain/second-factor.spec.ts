import { Secret, TOTP } from 'otpauth';
import { deriveKey } from '../../../common/security/sealed-secret';
import {
  hashRecoveryCode,
  matchingTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  normaliseCode,
  totpFor,
} from './second-factor';

const KEY = deriveKey('a-session-secret-of-at-least-32-characters', 'fairleads:test');

describe('second factor', () => {
  it('builds the otpauth link authenticator apps read: FairLeads, the address, SHA1, 6 digits, 30 s', () => {
    const url = new URL(totpFor(newTotpSecret(), 'anna@example.com').toString());
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/FairLeads:anna@example.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ issuer: 'FairLeads', algorithm: 'SHA1', digits: '6', period: '30' });
  });

  it('accepts a code of the step before, now and after, and names its step', () => {
    const secret = newTotpSecret();
    const app = new TOTP({ secret: new Secret({ buffer: Uint8Array.from(secret).buffer }) });
    const now = new Date('2026-03-01T10:00:15Z');
    const step = Math.floor(now.getTime() / 30_000);
    for (const offset of [-1, 0, 1]) {
      const code = app.generate({ timestamp: now.getTime() + offset * 30_000 });
      expect(matchingTotpStep(secret, code, now)).toBe(step + offset);
    }
    expect(matchingTotpStep(secret, app.generate({ timestamp: now.getTime() - 90_000 }), now)).toBeNull();
    expect(matchingTotpStep(secret, '12345', now)).toBeNull();
    expect(matchingTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('makes ten distinct readable recovery codes, xxxxx-xxxxx', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
  });

  it('hashes a recovery code per user, the same however it is typed', () => {
    const [code] = newRecoveryCodes(1);
    const hash = hashRecoveryCode(KEY, 'user-1', code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(KEY, 'user-1', ` ${code.toUpperCase().replace('-', ' ')} `)).toBe(hash);
    expect(hashRecoveryCode(KEY, 'user-2', code)).not.toBe(hash);
    expect(normaliseCode('12 34-56')).toBe('123456');
  });
});
