import { Clock } from '../src/common/time/clock';
import { invitationToken, newAccount, NewAccount } from './support/accounts';
import { createEvent } from './support/events';
import { pause, submit, tickAt, uid } from './support/retention';
import { verificationToken, type CaughtMail } from './support/smtp-sink';
import { apiWithSmtpSink, TestClient, waitUntil } from './support/test-app';

const ENGLISH_TAGLINE = 'FairLeads · Lead capture for trade fairs, pop-up stores and roadshows';
const GERMAN_TAGLINE = 'FairLeads · Lead-Erfassung für Messen, Pop-up-Stores und Roadshows';

/** The mail is in English throughout: the layout's language and footer too, no German line left. */
function expectEnglishLayout(mail: CaughtMail): void {
  expect(mail.html).toContain('<html lang="en">');
  expect(mail.text).toContain(ENGLISH_TAGLINE);
  expect(mail.html).toContain(ENGLISH_TAGLINE);
  expect(mail.text).not.toContain(GERMAN_TAGLINE);
  expect(mail.text).not.toMatch(/\b(Hallo|dein|deine|Bitte)\b/);
}

function expectGermanLayout(mail: CaughtMail): void {
  expect(mail.html).toContain('<html lang="de">');
  expect(mail.text).toContain(GERMAN_TAGLINE);
  expect(mail.text).not.toContain(ENGLISH_TAGLINE);
}

/**
 * Mails to organisers and account members are in the recipient's language (users.locale), an
 * invitation in the inviter's; the German ones stay as they were.
 */
describe('mails to organisers and members in their language', () => {
  const suite = apiWithSmtpSink();
  afterEach(() => suite.t.app.get(Clock).setNow(null));

  interface Organiser {
    client: TestClient;
    account: NewAccount;
    activation: CaughtMail;
  }

  /** Registers (with `locale` when given, else without: German), activates and signs in. */
  async function organiser(locale?: 'de' | 'en'): Promise<Organiser> {
    const client = suite.t.client();
    const account = newAccount();
    await client.post('/api/auth/register', locale ? { ...account, locale } : account).expect(201);
    const [activation] = await suite.sink.waitFor(account.email);
    await client.get(`/api/verify-email/${verificationToken(activation)}`).expect(200);
    await client.post('/api/auth/login', account).expect(200);
    return { client, account, activation };
  }

  let english: Organiser;
  let german: Organiser;
  beforeAll(async () => {
    english = await organiser('en');
    german = await organiser();
  });

  it('sends the activation mail in the language of the sign-up', () => {
    const mail = english.activation;
    expect(mail.subject).toBe('Please confirm your e-mail address for FairLeads');
    expect(mail.text).toContain(`Welcome to FairLeads, ${english.account.name}!`);
    expect(mail.text).toContain('Please confirm your e-mail address to activate your account:');
    expect(mail.text).toContain('The link is valid for 48 hours.');
    expectEnglishLayout(mail);

    expect(german.activation.subject).toBe('Bitte bestätige deine E-Mail-Adresse für FairLeads');
    expect(german.activation.text).toContain(`Willkommen bei FairLeads, ${german.account.name}!`);
    expectGermanLayout(german.activation);
  });

  it('sends an invitation in the inviter’s language, and follows the language they switched to', async () => {
    const invited = `eingeladen-${uid()}@example.com`;
    await english.client.post('/api/account/invitations', { email: invited, role: 'staff' }).expect(201);
    const [mail] = await suite.sink.waitFor(invited);
    expect(mail.subject).toMatch(new RegExp(`^${english.account.name} invites you to .+ on FairLeads$`));
    expect(mail.text).toContain(`${english.account.name} invites you to work with them in the account`);
    expect(mail.text).toContain('in the role Stand team.');
    expect(mail.text).toContain('The link is valid for 7 days.');
    expect(invitationToken(mail)).toBeTruthy();
    expectEnglishLayout(mail);

    const fromGerman = `eingeladen-${uid()}@example.com`;
    await german.client.post('/api/account/invitations', { email: fromGerman, role: 'manager' }).expect(201);
    const [germanMail] = await suite.sink.waitFor(fromGerman);
    expect(germanMail.subject).toMatch(new RegExp(`^${german.account.name} lädt dich zu .+ bei FairLeads ein$`));
    expect(germanMail.text).toContain('in der Rolle Verwaltung.');
    expectGermanLayout(germanMail);

    // the language saved in the settings is the one the next mail speaks
    const switcher = await organiser();
    await switcher.client.patch('/api/account/settings', { locale: 'en' }).expect(200);
    const third = `eingeladen-${uid()}@example.com`;
    await switcher.client.post('/api/account/invitations', { email: third, role: 'manager' }).expect(201);
    const [switched] = await suite.sink.waitFor(third);
    expect(switched.text).toContain('in the role Manager.');
    expectEnglishLayout(switched);
  });

  it('sends the new-lead mail to an English-speaking organiser in English and to a German one in German', async () => {
    const englishEvent = await createEvent(english.client, { name: 'Stand EN', doubleOptIn: false });
    const germanEvent = await createEvent(german.client, { name: 'Stand DE', doubleOptIn: false });
    for (let i = 0; i < 2; i += 1) {
      expect((await submit(suite.t, english.account, englishEvent, { email: `en-${i}-${uid()}@example.org` })).status).toBe(201);
      expect((await submit(suite.t, german.account, germanEvent, { email: `de-${i}-${uid()}@example.org` })).status).toBe(201);
    }
    const digestTo = (o: Organiser, eventName: string) => suite.sink.mailsTo(o.account.email).filter((m) => m.subject.includes(eventName));
    await tickAt(suite.t, new Date());
    await waitUntil(() => digestTo(english, 'Stand EN').length > 0 && digestTo(german, 'Stand DE').length > 0, 15_000, 'both new-lead mails');
    await pause(200);

    const [mail] = digestTo(english, 'Stand EN');
    expect(mail.subject).toBe('2 new leads for “Stand EN”');
    expect(mail.text).toContain(`Hello ${english.account.name},`);
    expect(mail.text).toContain('2 new leads have come in for your event “Stand EN”. The event now has 2 leads in total.');
    expect(mail.text).toContain('View leads:');
    expect(mail.text).toContain('You can turn them off in the settings under “E-mail notifications”.');
    expectEnglishLayout(mail);
    expect(mail.text).not.toContain('Leads ansehen');

    const [germanMail] = digestTo(german, 'Stand DE');
    expect(germanMail.subject).toBe('2 neue Leads für „Stand DE“');
    expect(germanMail.text).toContain(`Hallo ${german.account.name},`);
    expect(germanMail.text).toContain('2 neue Leads sind für dein Event „Stand DE“ eingegangen. Insgesamt hat das Event jetzt 2 Leads.');
    expectGermanLayout(germanMail);
  });

  it('sends a password reset link in the user’s language', async () => {
    await suite.t.client().post('/api/auth/password-reset', { email: english.account.email }).expect(202);
    const mail = await suite.sink.waitForSubject(english.account.email, 'Your link to reset your FairLeads password');
    expect(mail.text).toContain('you asked for a new password for your FairLeads account.');
    expect(mail.text).toContain('/passwort-zuruecksetzen/');
    expectEnglishLayout(mail);
  });
});
