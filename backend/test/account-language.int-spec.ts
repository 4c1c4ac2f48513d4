import { newAccount, registerAndVerify, type NewAccount } from './support/accounts';
import { apiWithSmtpSink, type TestClient } from './support/test-app';

describe('the user’s language: chosen at sign-up, changed in the settings, remembered per user', () => {
  const suite = apiWithSmtpSink();

  async function signedIn(account: NewAccount & { locale?: string }, language?: string): Promise<TestClient> {
    const client = suite.t.client();
    if (language) {
      const res = await client.send('post', '/api/auth/register', account, { 'Accept-Language': language });
      expect(res.status).toBe(201);
      const [mail] = await suite.sink.waitFor(account.email);
      const link = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
      await client.get(`/api/verify-email/${link[1]}`).expect(200);
    } else {
      await registerAndVerify(client, suite.sink, account);
    }
    await client.post('/api/auth/login', { email: account.email, password: account.password }).expect(200);
    return client;
  }

  it('is German for a sign-up that says nothing, and English for one that asks for it', async () => {
    const german = await signedIn(newAccount());
    expect((await german.get('/api/auth/me')).body.locale).toBe('de');
    const english = await signedIn({ ...newAccount(), locale: 'en' });
    expect((await english.get('/api/auth/me')).body.locale).toBe('en');
  });

  it('follows the browser’s Accept-Language at sign-up when the body names no language', async () => {
    const client = await signedIn(newAccount(), 'en-GB,en;q=0.9,de;q=0.5');
    expect((await client.get('/api/auth/me')).body.locale).toBe('en');
  });

  it('saves a change with PATCH /api/account/settings and keeps it for every later session', async () => {
    const account = newAccount();
    const client = await signedIn(account);
    const saved = await client.patch('/api/account/settings', { locale: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ locale: 'en' });
    expect((await client.get('/api/auth/me')).body.locale).toBe('en');

    const elsewhere = suite.t.client();
    const login = await elsewhere.post('/api/auth/login', { email: account.email, password: account.password });
    expect(login.body.user.locale).toBe('en');
    await client.patch('/api/account/settings', { locale: 'de' }).expect(200);
    expect((await elsewhere.get('/api/auth/me')).body.locale).toBe('de');
  });

  it('refuses a language it does not speak, in the language the request asks for', async () => {
    const client = await signedIn(newAccount());
    const german = await client.patch('/api/account/settings', { locale: 'fr' });
    expect(german.status).toBe(400);
    expect(german.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Die Sprache muss „de“ oder „en“ sein.' });
    const english = await client.send('patch', '/api/account/settings', { locale: 42 }, { 'Accept-Language': 'en' });
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The language must be “de” or “en”.', errors: { locale: 'The language must be “de” or “en”.' } });
    expect((await client.get('/api/auth/me')).body.locale).toBe('de');
  });

  it('needs a session', async () => {
    const stranger = suite.t.client();
    expect((await stranger.patch('/api/account/settings', { locale: 'en' })).status).toBe(401);
  });
});
