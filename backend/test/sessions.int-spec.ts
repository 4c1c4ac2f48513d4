import { registerAndVerify, type NewAccount } from './support/accounts';
import { mailsSettled, registerPasskey, sessionIdOf, signInWithPasskey, subjectsTo } from './support/passkeys';
import { SoftAuthenticator } from './support/soft-authenticator';
import { apiWithSmtpSink, type TestClient } from './support/test-app';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface SessionJson {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ipHint: string | null;
  current: boolean;
}

/** The session list and ending sessions: a session ended elsewhere is signed out on its next request. */
describe('sessions', () => {
  const suite = apiWithSmtpSink();

  async function signedInUser(): Promise<{ account: NewAccount; userId: string; first: TestClient }> {
    const first = suite.t.client();
    const account = await registerAndVerify(first, suite.sink);
    const userId = (await first.post('/api/auth/login', account).expect(200)).body.user.id as string;
    return { account, userId, first };
  }

  async function passwordClient(account: NewAccount): Promise<TestClient> {
    const client = suite.t.client();
    await client.post('/api/auth/login', account).expect(200);
    return client;
  }

  const sessionsOf = async (client: TestClient): Promise<SessionJson[]> => (await client.get('/api/account/sessions').expect(200)).body;

  it('lists both sessions of a user signed in twice, the requesting one marked current, never a session id', async () => {
    const { account, first } = await signedInUser();
    const second = await passwordClient(account);
    const seenByFirst = await sessionsOf(first);
    expect(seenByFirst).toHaveLength(2);
    expect(seenByFirst.filter((s) => s.current)).toHaveLength(1);
    const seenBySecond = await sessionsOf(second);
    expect(seenBySecond.map((s) => s.id).sort()).toEqual(seenByFirst.map((s) => s.id).sort());
    // each marks its own as current: the newest (second) for the second client
    expect(seenBySecond[0].current).toBe(true);
    expect(seenByFirst[1].current).toBe(true);
    const sids = [sessionIdOf(first), sessionIdOf(second)];
    expect(JSON.stringify(seenByFirst)).not.toContain(sids[0]);
    expect(JSON.stringify(seenByFirst)).not.toContain(sids[1]);
  });

  it('shows browser and network of the sign-in', async () => {
    const { first } = await signedInUser();
    const authenticator = new SoftAuthenticator();
    await registerPasskey(first, authenticator, 'iPhone');
    const phone = suite.t.client();
    await signInWithPasskey(phone, authenticator, SAFARI_IPHONE).then((res) => expect(res.status).toBe(200));
    const [newest] = await sessionsOf(first);
    expect(newest).toMatchObject({ userAgent: SAFARI_IPHONE, ipHint: `${phone.ip.split('.').slice(0, 3).join('.')}.x`, current: false });
  });

  it('ends another session: its next request is signed out, the current one stays', async () => {
    const { account, first } = await signedInUser();
    const second = await passwordClient(account);
    const other = (await sessionsOf(first)).find((s) => !s.current)!;
    await first.delete(`/api/account/sessions/${other.id}`).expect(204);
    await second.get('/api/auth/me').expect(401);
    await first.get('/api/auth/me').expect(200);
    expect((await sessionsOf(first)).map((s) => s.id)).not.toContain(other.id);
  });

  it('ending the current session signs this browser out', async () => {
    const { first } = await signedInUser();
    const [current] = await sessionsOf(first);
    await first.delete(`/api/account/sessions/${current.id}`).expect(204);
    await first.get('/api/auth/me').expect(401);
  });

  it("'Überall abmelden' ends every other session and keeps the current one", async () => {
    const { account, first } = await signedInUser();
    const others = [await passwordClient(account), await passwordClient(account)];
    const res = await first.delete('/api/account/sessions').expect(200);
    expect(res.body).toEqual({ ended: 2 });
    for (const other of others) await other.get('/api/auth/me').expect(401);
    await first.get('/api/auth/me').expect(200);
    expect(await sessionsOf(first)).toEqual([expect.objectContaining({ current: true })]);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const [bobs] = await sessionsOf(bob.first);
    expect((await sessionsOf(alice.first)).map((s) => s.id)).not.toContain(bobs.id);
    const res = await alice.first.delete(`/api/account/sessions/${bobs.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'SESSION_NOT_FOUND', message: expect.stringContaining('Sitzung') });
    await alice.first.delete('/api/account/sessions/keine-uuid').expect(404);
    await bob.first.get('/api/auth/me').expect(200);
  });

  it('writes last_seen_at on use, at most every 5 minutes per session', async () => {
    const { first } = await signedInUser();
    const sid = sessionIdOf(first);
    const setLastSeen = (at: string) => suite.t.dataSource.query('UPDATE sessions SET last_seen_at = $2 WHERE sid = $1', [sid, at]);
    const lastSeen = async () => new Date((await sessionsOf(first))[0].lastSeenAt).getTime();

    await setLastSeen('2020-01-01T00:00:00Z');
    await first.get('/api/auth/me').expect(200);
    expect(Date.now() - (await lastSeen())).toBeLessThan(60_000);

    await setLastSeen('2020-01-01T00:00:00Z');
    await first.get('/api/auth/me').expect(200);
    expect(await lastSeen()).toBe(Date.parse('2020-01-01T00:00:00Z'));
  });

  it('mails a notice for a sign-in from a new browser, not for the first browser and not again for the same one', async () => {
    const { account, userId, first } = await signedInUser();
    const authenticator = new SoftAuthenticator();
    await registerPasskey(first, authenticator);
    const notices = async () => {
      await mailsSettled(suite.t, userId);
      return subjectsTo(suite.sink, account.email).filter((subject) => subject === 'Neue Anmeldung bei FairLeads');
    };

    // the first browser the user signs in from is theirs (the password sign-in above): no notice;
    // nor again for that browser, also with a passkey
    expect(await notices()).toHaveLength(0);
    await signInWithPasskey(first, authenticator, FIREFOX_WINDOWS).then((res) => expect(res.status).toBe(200));
    expect(await notices()).toHaveLength(0);
    const laptop = first;

    const phone = suite.t.client();
    await signInWithPasskey(phone, authenticator, SAFARI_IPHONE).then((res) => expect(res.status).toBe(200));
    expect(await notices()).toHaveLength(1);
    const mail = suite.sink.mailsTo(account.email).find((m) => m.subject === 'Neue Anmeldung bei FairLeads')!;
    expect(mail.text).toContain('Browser: Safari unter iOS');
    expect(mail.text).toContain(`Netzwerk: ${phone.ip.split('.').slice(0, 3).join('.')}.x`);
    expect(mail.text).toMatch(/Zeit: \d{1,2}\. \p{L}+ \d{4}, \d{2}:\d{2} Uhr/u);
    expect(mail.text).toContain('http://localhost:3999/settings?tab=security');

    // the same browsers again, also after signing out: no further notice
    await phone.post('/api/auth/logout').expect(200);
    await signInWithPasskey(phone, authenticator, SAFARI_IPHONE).then((res) => expect(res.status).toBe(200));
    await signInWithPasskey(laptop, authenticator, FIREFOX_WINDOWS).then((res) => expect(res.status).toBe(200));
    expect(await notices()).toHaveLength(1);

    // a password sign-in from a browser new to the user is told as well
    await passwordClient(account);
    expect(await notices()).toHaveLength(2);
  });
});
