import { randomUUID } from 'node:crypto';
import { newAccount, registerAndVerify } from './support/accounts';
import { createEvent, type EventJson } from './support/events';
import { apiWithSmtpSink, type TestClient } from './support/test-app';

type Method = 'post' | 'put' | 'patch' | 'delete';

/**
 * Error answers speak the request's language: German without Accept-Language (the default for API
 * clients), English for `Accept-Language: en` — the message and every field's under `errors`. The
 * `code`, which clients decide by, is the same in both.
 */
describe('error answers in the language of the request', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;
  let event: EventJson;

  /** An unsafe call as the SPA makes it, with Accept-Language when given (a string body is sent as raw JSON). */
  function send(client: TestClient, method: Method, path: string, body: object | string, language?: string) {
    return client.send(method, path, body, {
      ...(language && { 'Accept-Language': language }),
      ...(typeof body === 'string' && { 'Content-Type': 'application/json' }),
    });
  }

  function get(client: TestClient, path: string, language?: string) {
    const req = client.get(path);
    return language ? req.set('Accept-Language', language) : req;
  }

  beforeAll(async () => {
    organiser = suite.t.client();
    const account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    event = await createEvent(organiser);
  });

  it('a refused input (the validation pipe): message and errors.email in German by default, in English for en', async () => {
    const body = { ...newAccount(), email: 'erika-at-firma' };
    const german = await send(suite.t.client(), 'post', '/api/auth/register', body);
    expect(german.status).toBe(400);
    expect(german.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      errors: { email: 'Bitte gib eine gültige E-Mail-Adresse ein.' },
    });

    const english = await send(suite.t.client(), 'post', '/api/auth/register', body, 'en');
    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address.',
      errors: { email: 'Please enter a valid email address.' },
    });
    expect(english.body.code).toBe(german.body.code);
  });

  it("a browser's Accept-Language (en-GB with weights) is English too; every failing field is worded", async () => {
    const res = await send(suite.t.client(), 'post', '/api/auth/register', { ...newAccount(), email: 'erika-at-firma', companySlug: 'ab', password: '123' }, 'en-GB,en;q=0.9,de;q=0.5');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Please enter a valid email address.',
      companySlug: 'The company slug must be at least 3 characters long',
      password: 'The password must be at least 6 characters long',
    });
    // German first in the list stays German
    const german = await send(suite.t.client(), 'post', '/api/auth/register', { ...newAccount(), email: 'erika-at-firma' }, 'de-DE,de;q=0.9,en;q=0.8');
    expect(german.body.message).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
  });

  it("a module's AppError (an unknown event): 404 EVENTS_NOT_FOUND in both languages", async () => {
    const german = await get(organiser, `/api/events/${randomUUID()}`);
    expect(german.status).toBe(404);
    expect(german.body).toEqual({ statusCode: 404, code: 'EVENTS_NOT_FOUND', message: 'Event nicht gefunden' });

    const english = await get(organiser, `/api/events/${randomUUID()}`, 'en');
    expect(english.status).toBe(404);
    expect(english.body).toEqual({ statusCode: 404, code: 'EVENTS_NOT_FOUND', message: 'Event not found' });
  });

  it("an AppError's field errors: a taken slug is worded in English at its field", async () => {
    const res = await send(organiser, 'post', '/api/events', { name: 'Zweites', slug: event.slug, startDate: '2026-05-12', endDate: '2026-05-14', downloadUrl: 'https://example.com/k.pdf' }, 'en');
    expect(res.status).toBe(409);
    const message = 'You already have an event with this slug. Please choose another one.';
    expect(res.body).toEqual({ statusCode: 409, code: 'EVENTS_SLUG_TAKEN', message, errors: { slug: message } });
  });

  it('a malformed JSON body (before Nest): MALFORMED_JSON in English', async () => {
    const german = await send(suite.t.client(), 'post', '/api/auth/login', '{"email": ');
    expect(german.body).toEqual({ statusCode: 400, code: 'MALFORMED_JSON', message: 'Die Anfrage enthält kein gültiges JSON.' });
    const english = await send(suite.t.client(), 'post', '/api/auth/login', '{"email": ', 'en');
    expect(english.status).toBe(400);
    expect(english.body).toEqual({ statusCode: 400, code: 'MALFORMED_JSON', message: 'The request does not contain valid JSON.' });
  });

  it('the guards and the CSRF check answer in English too', async () => {
    const unauthenticated = await get(suite.t.client(), '/api/events', 'en');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Not signed in. Please sign in.' });

    const client = suite.t.client();
    const csrf = await client.agent.post('/api/auth/login').set('X-Forwarded-For', client.ip).set('Accept-Language', 'en').send({ email: 'a@example.com', password: 'x' });
    expect(csrf.status).toBe(403);
    expect(csrf.body).toEqual({
      statusCode: 403,
      code: 'CSRF_FAILED',
      message: 'The request was refused for security reasons. Please reload the page and try again.',
    });

    const token = await organiser.ensureXsrf();
    const unreadable = await organiser.agent
      .post('/api/events')
      .set('X-Forwarded-For', organiser.ip)
      .set('X-XSRF-TOKEN', token)
      .set('Accept-Language', 'en')
      .set('Content-Type', 'text/plain')
      .send('name=Messe');
    expect(unreadable.status).toBe(415);
    expect(unreadable.body).toEqual({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please send the data as JSON (Content-Type: application/json).' });
  });
});
