import { randomBytes } from 'node:crypto';
import type { SmtpSink } from './smtp-sink';
import { verificationToken } from './smtp-sink';
import type { TestClient } from './test-app';

export interface NewAccount {
  email: string;
  name: string;
  companySlug: string;
  password: string;
}

export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  const id = randomBytes(4).toString('hex');
  return { email: `user-${id}@example.com`, name: `Anna ${id}`, companySlug: `firma-${id}`, password: 'geheim123', ...overrides };
}

/** Registers through the API and follows the link of the mail the sink caught. */
export async function registerAndVerify(client: TestClient, sink: SmtpSink, account = newAccount()): Promise<NewAccount> {
  const res = await client.post('/api/auth/register', account);
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
  const [mail] = await sink.waitFor(account.email);
  const verified = await client.get(`/api/verify-email/${verificationToken(mail)}`);
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return account;
}
