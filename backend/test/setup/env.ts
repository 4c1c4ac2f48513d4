// Settings every integration test starts from; a test sets SMTP_URL or REDIS_URL itself.
if (!/fairleads_test_/.test(process.env.DATABASE_URL ?? '')) {
  throw new Error('Integration tests refuse a database whose name does not say fairleads_test_ (see global-setup.mjs).');
}
process.env.NODE_ENV = 'test';
process.env.APP_URL = 'http://localhost:3999';
process.env.SESSION_SECRET = 'integration-test-session-secret-0123456789';
// The tests play the load balancer: supertest connects over loopback and names each simulated
// visitor in X-Forwarded-For (TestClient). Tests of the default (trust nobody) unset it.
process.env.TRUST_PROXY = 'loopback';
// Workers of the tests serve no metrics port unless a test names one (several workers per run, and other runs on the machine)
process.env.WORKER_METRICS_PORT = '0';
delete process.env.METRICS_TOKEN;
delete process.env.SMTP_URL;
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;
