import { CookieAccessInfo } from 'cookiejar';
import { SESSION_COOKIE } from '../../src/common/security/session';
import type { SmtpSink } from './smtp-sink';
import { SoftAuthenticator } from './soft-authenticator';
import { waitUntil, type TestApp, type TestClient } from './test-app';

/** Registers a passkey on the signed-in client's user with a software authenticator. */
export async function registerPasskey(client: TestClient, authenticator: SoftAuthenticator, name = 'Laptop'): Promise<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }> {
  const options = await client.post('/api/account/security/passkeys/options').expect(200);
  const res = await client.post('/api/account/security/passkeys', { name, response: authenticator.create(options.body) });
  if (res.status !== 201) throw new Error(`passkey registration answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Signs the client in with the authenticator's newest passkey, as the sign-in page of a browser with this User-Agent would. */
export async function signInWithPasskey(client: TestClient, authenticator: SoftAuthenticator, userAgent?: string) {
  const options = await client.post('/api/auth/passkey/options').expect(200);
  const body = { response: authenticator.get(options.body) };
  if (userAgent === undefined) return client.post('/api/auth/passkey', body);
  return client.agent
    .post('/api/auth/passkey')
    .set('X-Forwarded-For', client.ip)
    .set('Origin', process.env.APP_URL!)
    .set('X-XSRF-TOKEN', await client.ensureXsrf())
    .set('User-Agent', userAgent)
    .send(body);
}

/** The client's session id, read from its signed session cookie (s:<sid>.<signature>). */
export function sessionIdOf(client: TestClient): string {
  const cookie = client.agent.jar.getCookie(SESSION_COOKIE, CookieAccessInfo.All);
  if (!cookie) throw new Error('the client has no session cookie');
  return /^s:([^.]+)\./.exec(decodeURIComponent(cookie.value))![1];
}

/** Waits until every mail queued for the user went out, so the sink holds all of them. */
export async function mailsSettled(t: TestApp, userId: string): Promise<void> {
  await waitUntil(async () => {
    const [{ open }] = await t.dataSource.query(
      `SELECT count(*)::int AS open FROM outbox_messages WHERE user_id = $1 AND completed_at IS NULL AND failed_at IS NULL`,
      [userId],
    );
    return open === 0;
  }, 10_000, 'the outbox to send the mails');
}

export function subjectsTo(sink: SmtpSink, address: string): string[] {
  return sink.mailsTo(address).map((mail) => mail.subject);
}
