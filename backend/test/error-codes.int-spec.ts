import { randomUUID } from 'node:crypto';
import { FREE_EVENT_LEAD_LIMIT } from '@fairleads/shared/event-rules';
import { ERROR_CODES } from '../src/common/errors/error-codes';
import { newAccount, registerAndVerify, type NewAccount } from './support/accounts';
import { createEvent, formToken, type EventJson } from './support/events';
import { apiWithSmtpSink, type TestClient } from './support/test-app';

/**
 * Every error answer names what went wrong in a machine code beside the German sentence
 * (`{statusCode, code, message, errors?}`), whichever layer answers: a module's error, the
 * framework, the validation pipe, the CSRF check, the throttler or the body parser.
 */
describe('error answers carry a stable code', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;
  let account: NewAccount;
  let event: EventJson;

  beforeAll(async () => {
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    event = await createEvent(organiser); // the free one, capped
  });

  it('404 for an unknown route: NOT_FOUND', async () => {
    const res = await suite.t.client().get('/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' });
  });

  it("404 for another organiser's event: EVENTS_NOT_FOUND", async () => {
    const other = suite.t.client();
    await other.post('/api/auth/login', await registerAndVerify(other, suite.sink)).expect(200);
    const res = await other.get(`/api/events/${event.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'EVENTS_NOT_FOUND', message: 'Event nicht gefunden' });
  });

  it('400 of the validation pipe: VALIDATION_FAILED with every refused field', async () => {
    const res = await organiser.post('/api/events', { name: '', slug: 'Kein Slug!', startDate: '2026-01-01', endDate: '2026-01-02', downloadUrl: 'https://example.com/k.pdf' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['name', 'slug']));
  });

  it('401 without a session: UNAUTHENTICATED', async () => {
    const res = await suite.t.client().get('/api/events');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Nicht angemeldet. Bitte melde dich an.' });
  });

  it('403 of the CSRF check: CSRF_FAILED', async () => {
    const client = suite.t.client();
    const res = await client.agent.post('/api/auth/login').set('X-Forwarded-For', client.ip).send({ email: 'a@example.com', password: 'x' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, code: 'CSRF_FAILED', message: expect.stringContaining('aus Sicherheitsgründen abgelehnt') });
  });

  it('415 for a body the route cannot read: UNSUPPORTED_MEDIA_TYPE', async () => {
    const token = await organiser.ensureXsrf();
    const res = await organiser.agent.post('/api/events').set('X-Forwarded-For', organiser.ip).set('X-XSRF-TOKEN', token).set('Content-Type', 'text/plain').send('name=Messe');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('400 for malformed JSON (before Nest): MALFORMED_JSON; 413 for a body too large: PAYLOAD_TOO_LARGE', async () => {
    const client = suite.t.client();
    const token = await client.ensureXsrf();
    const broken = await client.agent.post('/api/auth/login').set('X-Forwarded-For', client.ip).set('X-XSRF-TOKEN', token).set('Content-Type', 'application/json').send('{"email": ');
    expect(broken.body).toEqual({ statusCode: 400, code: 'MALFORMED_JSON', message: 'Die Anfrage enthält kein gültiges JSON.' });
    const large = await client.post('/api/auth/register', { ...newAccount(), name: 'x'.repeat(200_000) });
    expect(large.body).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' });
  });

  it('400 for a NUL in the input: INVALID_TEXT', async () => {
    const res = await suite.t.client().get('/api/events?x=%00');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'INVALID_TEXT' });
  });

  it('429 of the throttler: RATE_LIMITED', async () => {
    const client = suite.t.client();
    for (let i = 0; i < 10; i += 1) await client.post('/api/auth/login', { email: `opfer-${randomUUID()}@example.com`, password: 'versuch' }).expect(401);
    const blocked = await client.post('/api/auth/login', { email: `opfer-${randomUUID()}@example.com`, password: 'versuch' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.' });
  });

  it('409 for a taken e-mail address: IDENTITY_EMAIL_TAKEN, marked at its field', async () => {
    const res = await suite.t.client().post('/api/auth/register', newAccount({ email: account.email }));
    expect(res.status).toBe(409);
    const message = 'Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.';
    expect(res.body).toEqual({ statusCode: 409, code: 'IDENTITY_EMAIL_TAKEN', message, errors: { email: message } });
  });

  it("403 once a free event's leads are used up: LEADS_LIMIT_REACHED", async () => {
    const submit = () =>
      suite.t.client().post(`/api/form/${account.companySlug}/${event.slug}/submit`, {
        email: `besuch-${randomUUID()}@example.com`,
        consent: true,
        formToken: formToken(suite.t, event.id),
      });
    for (let i = 0; i < FREE_EVENT_LEAD_LIMIT; i += 1) await submit().expect(201);
    const refused = await submit();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'LEADS_LIMIT_REACHED', message: expect.stringContaining('Lead-Limit erreicht') });
  });

  it('lists every code in the OpenAPI document, in the ErrorAnswer schema', async () => {
    const res = await suite.t.client().get('/api/docs-json').expect(200);
    const schema = res.body.components.schemas.ErrorAnswer;
    expect(schema.required).toEqual(['statusCode', 'code', 'message']);
    // the document sorts enum values, so it stays the same whatever order the list grows in
    expect(schema.properties.code.enum).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
