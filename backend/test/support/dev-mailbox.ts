import { newAccount, NewAccount } from './accounts';
import { waitUntil, type TestApp, type TestClient } from './test-app';

export interface DevMailRow {
  to_address: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** The mails the dev outbox (no SMTP_URL) kept for an address, oldest first. */
export async function devMailsTo(t: TestApp, address: string): Promise<DevMailRow[]> {
  return t.dataSource.query(`SELECT to_address, subject, text, attachments FROM dev_mailbox WHERE to_address = $1 ORDER BY created_at`, [address]);
}

/** Signs up through the API with the activation link from the dev outbox, and signs in. */
export async function devOrganiser(t: TestApp): Promise<{ client: TestClient; account: NewAccount }> {
  const client = t.client();
  const account = newAccount();
  await client.post('/api/auth/register', account).expect(201);
  await waitUntil(async () => (await devMailsTo(t, account.email)).length > 0, 10_000, 'the activation mail');
  const [mail] = await devMailsTo(t, account.email);
  const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  await client.get(`/api/verify-email/${token}`).expect(200);
  await client.post('/api/auth/login', account).expect(200);
  return { client, account };
}
