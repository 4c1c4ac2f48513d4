import { createTestApp } from './support/test-app';

describe('admin bootstrap from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  afterAll(() => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
  });

  it('creates the admin at start, and updates its password on the next start', async () => {
    const first = await createTestApp({ env: { ADMIN_EMAIL: 'Chefin@FairLeads.example', ADMIN_PASSWORD: 'erstes-passwort' } });
    try {
      const res = await first.client().post('/api/auth/login', { email: 'chefin@fairleads.example', password: 'erstes-passwort' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: 'chefin@fairleads.example', role: 'admin', name: 'Administrator' });
    } finally {
      await first.close();
    }

    const second = await createTestApp({ env: { ADMIN_EMAIL: 'chefin@fairleads.example', ADMIN_PASSWORD: 'zweites-passwort' } });
    try {
      await second.client().post('/api/auth/login', { email: 'chefin@fairleads.example', password: 'erstes-passwort' }).expect(401);
      await second.client().post('/api/auth/login', { email: 'chefin@fairleads.example', password: 'zweites-passwort' }).expect(200);
      const admins = await second.dataSource.query("SELECT count(*)::int AS n FROM users WHERE email = 'chefin@fairleads.example'");
      expect(admins[0].n).toBe(1);
    } finally {
      await second.close();
    }
  });

  it("names the admin's company slug after the address, transliterated ('jörg.müller' → joerg-mueller)", async () => {
    const app = await createTestApp({ env: { ADMIN_EMAIL: 'Jörg.Müller@fairleads.example', ADMIN_PASSWORD: 'geheimes-passwort' } });
    try {
      const res = await app.client().post('/api/auth/login', { email: 'jörg.müller@fairleads.example', password: 'geheimes-passwort' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ role: 'admin', companySlug: 'joerg-mueller' });
    } finally {
      await app.close();
    }
  });
});
