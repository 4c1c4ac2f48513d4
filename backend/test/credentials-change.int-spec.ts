import { Clock } from '../src/common/time/clock';
import { newAccount, registerAndVerify, type NewAccount } from './support/accounts';
import { verificationToken, type CaughtMail } from './support/smtp-sink';
import { apiWithSmtpSink, type TestClient } from './support/test-app';

const PASSWORD = '/api/account/password';
const EMAIL_CHANGE = '/api/account/email-change';
const HOUR = 3_600_000;

function emailChangeToken(mail: CaughtMail): string {
  const match = /\/e-mail-aendern\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no address-change link in mail "${mail.subject}"`);
  return match[1];
}

describe('changing the password and the address while signed in', () => {
  const suite = apiWithSmtpSink();
  const clock = () => suite.t.app.get(Clock);

  afterEach(() => clock().setNow(null));

  async function signIn(email: string, password: string): Promise<{ status: number; client: TestClient }> {
    const client = suite.t.client();
    const res = await client.post('/api/auth/login', { email, password });
    return { status: res.status, client };
  }

  async function signedIn(): Promise<{ account: NewAccount; client: TestClient }> {
    const account = await registerAndVerify(suite.t.client(), suite.sink);
    const { status, client } = await signIn(account.email, account.password);
    expect(status).toBe(200);
    return { account, client };
  }

  describe('PUT /api/account/password', () => {
    it('refuses a wrong current password, then sets the new one, ends every other session, keeps this one and mails a notice', async () => {
      const { account, client } = await signedIn();
      const other = await signIn(account.email, account.password);

      const wrong = await client.send('put', PASSWORD, { currentPassword: 'falsch-geraten', newPassword: 'neues-geheimnis' });
      expect({ status: wrong.status, code: wrong.body.code, message: wrong.body.message }).toEqual({
        status: 403,
        code: 'IDENTITY_CURRENT_PASSWORD_WRONG',
        message: 'Das aktuelle Passwort ist falsch.',
      });
      const weak = await client.send('put', PASSWORD, { currentPassword: account.password, newPassword: 'kurz' });
      expect({ status: weak.status, message: weak.body.message }).toEqual({ status: 400, message: 'Passwort muss mindestens 6 Zeichen lang sein' });
      await other.client.get('/api/auth/me').expect(200);

      const changed = await client.send('put', PASSWORD, { currentPassword: account.password, newPassword: 'neues-geheimnis' });
      expect({ status: changed.status, message: changed.body.message }).toEqual({
        status: 200,
        message: 'Dein Passwort wurde geändert. Auf allen anderen Geräten bist du jetzt abgemeldet.',
      });
      await client.get('/api/auth/me').expect(200);
      await other.client.get('/api/auth/me').expect(401);
      expect((await signIn(account.email, account.password)).status).toBe(401);
      expect((await signIn(account.email, 'neues-geheimnis')).status).toBe(200);

      const notice = await suite.sink.waitForSubject(account.email, 'Dein Passwort wurde geändert');
      expect(notice.text).toContain('Alle anderen Anmeldungen wurden beendet.');
      expect(notice.text).toContain('Das warst nicht du?');
    });

    it('counts wrong current passwords like failed sign-ins: the fifth locks the address', async () => {
      const { account, client } = await signedIn();
      for (let i = 0; i < 5; i += 1) {
        await client.send('put', PASSWORD, { currentPassword: `falsch-${i}`, newPassword: 'neues-geheimnis' }).expect(403);
      }
      const locked = await client.send('put', PASSWORD, { currentPassword: account.password, newPassword: 'neues-geheimnis' });
      expect({ status: locked.status, code: locked.body.code }).toEqual({ status: 429, code: 'IDENTITY_LOGIN_LOCKED' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn(account.email, account.password)).status).toBe(429);
      // still signed in: a wrong password here is no reason to end the session
      await client.get('/api/auth/me').expect(200);
    });

    it('is only for a signed-in user', async () => {
      await suite.t.client().send('put', PASSWORD, { currentPassword: 'geheim123', newPassword: 'neues-geheimnis' }).expect(401);
    });
  });

  describe('the address change', () => {
    it('changes nothing until the link to the new address is opened, then the new address signs in, the old one does not, and the old one is told', async () => {
      const { account, client } = await signedIn();
      const newEmail = newAccount().email;

      const requested = await client.post(EMAIL_CHANGE, { currentPassword: account.password, newEmail: `  ${newEmail.toUpperCase()} ` });
      expect({ status: requested.status, message: requested.body.message }).toEqual({
        status: 202,
        message: 'Wir haben dir einen Link an die neue Adresse geschickt. Erst wenn du ihn öffnest, ändert sich deine E-Mail-Adresse.',
      });
      const [mail] = await suite.sink.waitFor(newEmail);
      expect(mail.subject).toBe('Bitte bestätige deine neue E-Mail-Adresse für FairLeads');
      expect((await client.get('/api/auth/me').expect(200)).body.email).toBe(account.email);
      expect((await signIn(account.email, account.password)).status).toBe(200);
      expect((await signIn(newEmail, account.password)).status).toBe(401);

      // opened in another browser, signed in nowhere
      const confirmed = await suite.t.client().post(`/api/auth/email-change/${emailChangeToken(mail)}`);
      expect({ status: confirmed.status, body: confirmed.body }).toEqual({
        status: 200,
        body: { message: 'Deine E-Mail-Adresse wurde geändert. Du meldest dich ab jetzt mit der neuen Adresse an.', email: newEmail },
      });
      expect((await client.get('/api/auth/me').expect(200)).body.email).toBe(newEmail);
      expect((await signIn(account.email, account.password)).status).toBe(401);
      expect((await signIn(newEmail, account.password)).status).toBe(200);

      const notice = await suite.sink.waitForSubject(account.email, 'Deine E-Mail-Adresse wurde geändert');
      expect(notice.text).toContain(`in ${newEmail.slice(0, 2)}***@example.com geändert`);
      expect(notice.text).not.toContain(newEmail);
      expect(notice.text).toContain('Das warst nicht du?');

      const reused = await suite.t.client().post(`/api/auth/email-change/${emailChangeToken(mail)}`);
      expect({ status: reused.status, code: reused.body.code }).toEqual({ status: 404, code: 'EMAIL_CHANGE_INVALID' });
    });

    it('refuses a wrong current password and sends nothing', async () => {
      const { client } = await signedIn();
      const newEmail = newAccount().email;
      const res = await client.post(EMAIL_CHANGE, { currentPassword: 'falsch-geraten', newEmail });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'IDENTITY_CURRENT_PASSWORD_WRONG' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(suite.sink.mailsTo(newEmail)).toEqual([]);
    });

    it('refuses an address another user has, when asked and again when the link is opened', async () => {
      const { account, client } = await signedIn();
      const other = await registerAndVerify(suite.t.client(), suite.sink);
      const taken = await client.post(EMAIL_CHANGE, { currentPassword: account.password, newEmail: other.email });
      expect({ status: taken.status, code: taken.body.code, errors: taken.body.errors }).toEqual({
        status: 409,
        code: 'IDENTITY_EMAIL_TAKEN',
        errors: { newEmail: 'Diese E-Mail-Adresse gehört bereits zu einem anderen Konto.' },
      });
      const same = await client.post(EMAIL_CHANGE, { currentPassword: account.password, newEmail: account.email });
      expect({ status: same.status, code: same.body.code }).toEqual({ status: 400, code: 'IDENTITY_EMAIL_UNCHANGED' });

      // someone registers the address between the request and the click
      const later = newAccount();
      await client.post(EMAIL_CHANGE, { currentPassword: account.password, newEmail: later.email }).expect(202);
      const [mail] = await suite.sink.waitFor(later.email);
      const registrar = suite.t.client();
      await registrar.post('/api/auth/register', later).expect(201);
      const [, activation] = await suite.sink.waitFor(later.email, 2);
      await registrar.get(`/api/verify-email/${verificationToken(activation)}`).expect(200);
      const clash = await suite.t.client().post(`/api/auth/email-change/${emailChangeToken(mail)}`);
      expect({ status: clash.status, code: clash.body.code }).toEqual({ status: 409, code: 'IDENTITY_EMAIL_TAKEN' });
      expect((await client.get('/api/auth/me').expect(200)).body.email).toBe(account.email);
    });

    it('voids an earlier link with a new request or a new password, and answers 410 after 24 hours', async () => {
      const start = new Date();
      clock().setNow(start);
      const { account, client } = await signedIn();
      const first = newAccount().email;
      const second = newAccount().email;
      await client.post(EMAIL_CHANGE, { currentPassword: account.password, newEmail: first }).expect(202);
      await client.post(EMAIL_CHANGE, { currentPassword: account.password, newEmail: second }).expect(202);
      const [firstMail] = await suite.sink.waitFor(first);
      const [secondMail] = await suite.sink.waitFor(second);
      const superseded = await suite.t.client().post(`/api/auth/email-change/${emailChangeToken(firstMail)}`);
      expect({ status: superseded.status, code: superseded.body.code }).toEqual({ status: 404, code: 'EMAIL_CHANGE_INVALID' });

      clock().setNow(new Date(start.getTime() + 24 * HOUR + 1000));
      const expired = await suite.t.client().post(`/api/auth/email-change/${emailChangeToken(secondMail)}`);
      expect({ status: expired.status, code: expired.body.code }).toEqual({ status: 410, code: 'EMAIL_CHANGE_EXPIRED' });

      clock().setNow(null);
      const third = newAccount().email;
      await client.post(EMAIL_CHANGE, { currentPassword: account.password, newEmail: third }).expect(202);
      const [thirdMail] = await suite.sink.waitFor(third);
      await client.send('put', PASSWORD, { currentPassword: account.password, newPassword: 'neues-geheimnis' }).expect(200);
      const afterNewPassword = await suite.t.client().post(`/api/auth/email-change/${emailChangeToken(thirdMail)}`);
      expect({ status: afterNewPassword.status, code: afterNewPassword.body.code }).toEqual({ status: 404, code: 'EMAIL_CHANGE_INVALID' });
    });
  });
});
