import { newAccount, registerAndVerify } from './support/accounts';
import { createEvent, type EventJson } from './support/events';
import { apiWithSmtpSink, TestClient } from './support/test-app';

const INVALID_URL = 'Bitte gib eine gültige URL an (http:// oder https://).';
const INVALID_COLOR = 'Bitte gib eine Farbe als Hex-Wert an, z. B. #E76E33.';

/**
 * A refused input names each failing field with its German sentence under `errors`, so a form can
 * mark every one at once; `message` (the first failure) and `statusCode` stay as they were.
 */
describe('400 answers name every failing field', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;
  let companySlug: string;
  let event: EventJson;

  beforeAll(async () => {
    organiser = suite.t.client();
    const account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    companySlug = account.companySlug;
    event = await createEvent(organiser);
  });

  it('registration: every bad field at once, the first one as the message', async () => {
    const res = await suite.t.client().post('/api/auth/register', { ...newAccount(), email: 'erika-at-firma', companySlug: 'ab', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      errors: {
        email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
        companySlug: 'Firmen-Slug muss mindestens 3 Zeichen lang sein',
        password: 'Passwort muss mindestens 6 Zeichen lang sein',
      },
    });
  });

  it("event settings: 'katalog.pdf' as the download link is refused at its field, next to a bad colour", async () => {
    const res = await organiser.send('put', `/api/events/${event.id}`, { downloadUrl: 'katalog.pdf', primaryColor: 'rot', introText: 'Hallo' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: INVALID_URL, errors: { downloadUrl: INVALID_URL, primaryColor: INVALID_COLOR } });
  });

  it('nested fields are named by their path', async () => {
    const res = await organiser.post('/api/create-b2b-checkout-session', {
      amount: 4900,
      billingData: { firstName: 'Anna', lastName: 'Muster', companyName: 'Muster GmbH', email: 'keine-adresse', street: 'Hauptstraße 1', postalCode: '10115', country: 'DE' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['billingData.city', 'billingData.email']);
    expect(res.body.message).toBe(res.body.errors['billingData.email'] ?? res.body.errors['billingData.city']);
  });

  it('never names a hidden field: the honeypot and the form token are refused without a word about them', async () => {
    const support = await suite.t.client().post('/api/support-ticket', { name: 'Erika', email: 'erika', message: 'Hallo', mode: 'support', website: 42 });
    expect(support.status).toBe(400);
    expect(support.body.errors).toEqual({ email: 'Bitte gib eine gültige E-Mail-Adresse ein.' });

    const submit = await suite.t.client().post(`/api/form/${companySlug}/${event.slug}/submit`, {
      email: 'besuch@example.com',
      consent: 'ja',
      formToken: 7,
      submissionId: 'nicht-eindeutig',
      website: ['bot'],
    });
    expect(submit.status).toBe(400);
    expect(submit.body.errors).toEqual({ consent: 'Bitte akzeptiere die Datenschutzerklärung, um fortzufahren' });
  });

  it('a value someone has already is named at its field too: the registration\'s address and slug, an event\'s slug', async () => {
    const first = await registerAndVerify(suite.t.client(), suite.sink);
    const sameAddress = await suite.t.client().post('/api/auth/register', { ...newAccount(), email: first.email });
    expect(sameAddress.status).toBe(409);
    expect(sameAddress.body.errors).toEqual({ email: sameAddress.body.message });
    const sameSlug = await suite.t.client().post('/api/auth/register', { ...newAccount(), companySlug: first.companySlug });
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.body.errors).toEqual({ companySlug: 'Dieser Firmen-Slug ist bereits vergeben. Bitte wähle einen anderen.' });

    await suite.t.dataSource.query('UPDATE accounts SET event_credits = 1 WHERE company_slug = $1', [companySlug]);
    const again = await organiser.post('/api/events', {
      name: 'Noch einmal',
      slug: event.slug,
      startDate: '2026-01-01',
      endDate: '2099-12-31',
      downloadUrl: 'https://example.com/katalog.pdf',
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ slug: 'Du hast bereits ein Event mit diesem Slug. Bitte wähle einen anderen.' });
  });

  it('an end date before the start date is named at the end date', async () => {
    const res = await organiser.send('put', `/api/events/${event.id}`, { startDate: '2026-05-10', endDate: '2026-05-01' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['endDate']);
  });
});
