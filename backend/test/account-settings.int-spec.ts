import request from 'supertest';
import { registerAndVerify } from './support/accounts';
import { apiWithSmtpSink, TestClient } from './support/test-app';

describe('account settings: e-mail notifications and the processing agreement (AVV)', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;

  beforeAll(async () => {
    organiser = suite.t.client();
    const account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
  });

  it('has both notifications on by default, saves a change and keeps it', async () => {
    expect((await organiser.get('/api/email-settings')).body).toEqual({ leadNotificationsEnabled: true, weeklyReportsEnabled: true });
    const saved = await organiser.send('put', '/api/email-settings', { leadNotificationsEnabled: false, weeklyReportsEnabled: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ leadNotificationsEnabled: false, weeklyReportsEnabled: true });
    expect((await organiser.get('/api/email-settings')).body).toEqual({ leadNotificationsEnabled: false, weeklyReportsEnabled: true });
  });

  it('refuses settings that are not booleans', async () => {
    const res = await organiser.send('put', '/api/email-settings', { leadNotificationsEnabled: 'ja', weeklyReportsEnabled: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Die Einstellung „Benachrichtigung bei neuen Leads“ muss true oder false sein.');
  });

  it('records the AVV acceptance once, with its time and version', async () => {
    expect((await organiser.get('/api/avv-acceptance')).body).toEqual({ accepted: false, accepted_at: null, document_version: 'v1.0' });
    const accepted = await organiser.post('/api/avv-acceptance', { accepted: true, document_version: 'v1.0' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ accepted: true, accepted_at: expect.any(String), document_version: 'v1.0' });
    const again = await organiser.post('/api/avv-acceptance', { accepted: true, document_version: 'v1.0' });
    expect(again.body.accepted_at).toBe(accepted.body.accepted_at);
    expect((await organiser.get('/api/avv-acceptance')).body).toEqual(accepted.body);
  });

  it.each([
    [{ accepted: false, document_version: 'v1.0' }, 'Bitte bestätige, dass du den Auftragsverarbeitungsvertrag akzeptierst.'],
    [{ accepted: true, document_version: 'v0.9' }, 'Bitte akzeptiere die aktuelle Version des Auftragsverarbeitungsvertrags (v1.0).'],
    [{ accepted: true }, 'Bitte akzeptiere die aktuelle Version des Auftragsverarbeitungsvertrags (v1.0).'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await organiser.post('/api/avv-acceptance', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('keeps each organiser’s settings to themselves and needs a session', async () => {
    const other = suite.t.client();
    const account = await registerAndVerify(other, suite.sink);
    await other.post('/api/auth/login', account).expect(200);
    expect((await other.get('/api/email-settings')).body).toEqual({ leadNotificationsEnabled: true, weeklyReportsEnabled: true });
    expect((await other.get('/api/avv-acceptance')).body.accepted).toBe(false);
    await request(suite.t.app.getHttpServer()).get('/api/email-settings').expect(401);
    await request(suite.t.app.getHttpServer()).get('/api/avv-acceptance').expect(401);
  });
});
