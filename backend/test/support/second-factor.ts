import { Secret, TOTP } from 'otpauth';
import type request from 'supertest';
import type { DataSource } from 'typeorm';
import {
  RECOVERY_CODE_KEY_INFO,
  TOTP_SECRET_KEY_INFO,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
} from '../../src/modules/identity/domain/second-factor';
import { deriveKey, encryptSecret } from '../../src/common/security/sealed-secret';
import type { TestApp, TestClient } from './test-app';

/** The code an authenticator app shows for this base32 secret (the one POST …/totp/setup answers), at `at`. */
export function totpCode(base32Secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(base32Secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET is not set (test/setup/env.ts sets it)');
  return secret;
}

async function userIdOf(db: DataSource, email: string): Promise<string> {
  const rows: { id: string }[] = await db.query('SELECT id FROM users WHERE email = $1', [email.toLowerCase()]);
  if (!rows.length) throw new Error(`no user ${email}`);
  return rows[0].id;
}

/**
 * Gives the user TOTP (straight in the database, a secret nobody knows, when they have none) and
 * one more unused recovery code, which it returns. Recovery codes, not TOTP codes: each TOTP step
 * signs in once, and many spec files share one admin.
 */
export async function freshRecoveryCode(db: DataSource, email: string): Promise<string> {
  const userId = await userIdOf(db, email);
  await db.query(
    `INSERT INTO totp_factors (user_id, secret_encrypted, enabled_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id) DO UPDATE SET enabled_at = COALESCE(totp_factors.enabled_at, now())`,
    [userId, encryptSecret(deriveKey(sessionSecret(), TOTP_SECRET_KEY_INFO), newTotpSecret())],
  );
  const [code] = newRecoveryCodes(1);
  await db.query('INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, hashRecoveryCode(deriveKey(sessionSecret(), RECOVERY_CODE_KEY_INFO), userId, code)]);
  return code;
}

/**
 * Signs the platform admin in as the admin panel does, with the second factor the admin routes
 * require: POST /api/admin/login, then /api/admin/login/2fa with a fresh recovery code. The
 * answer of the second step (the admin's login answer).
 */
export async function signInAsPlatformAdmin(t: TestApp, client: TestClient, email: string, password: string): Promise<request.Response> {
  const code = await freshRecoveryCode(t.dataSource, email);
  const first = await client.post('/api/admin/login', { email, password });
  if (first.status !== 200 || first.body.twoFactorRequired !== true) throw new Error(`admin login answered ${first.status}: ${JSON.stringify(first.body)}`);
  const second = await client.post('/api/admin/login/2fa', { code });
  if (second.status !== 200) throw new Error(`admin login/2fa answered ${second.status}: ${JSON.stringify(second.body)}`);
  return second;
}
