import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AccountRole } from '../../src/common/auth/access-policy';
import type { CaughtMail, SmtpSink } from './smtp-sink';
import { verificationToken } from './smtp-sink';
import { waitUntil, type TestApp, type TestClient } from './test-app';

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

/**
 * Follows the activation link of the registration mail in the dev outbox (an app without an SMTP
 * sink): activation makes the user's account, so a test cannot just mark the address verified.
 */
export async function verifyFromDevMailbox(t: TestApp, client: TestClient, email: string): Promise<void> {
  let token: string | undefined;
  await waitUntil(async () => {
    const rows: { text: string }[] = await t.dataSource.query('SELECT text FROM dev_mailbox WHERE to_address = $1', [email]);
    token = rows.map((row) => /\/verify-email\/([A-Za-z0-9_-]+)/.exec(row.text)?.[1]).find(Boolean);
    return token !== undefined;
  }, 10_000, `the activation mail to ${email}`);
  await client.get(`/api/verify-email/${token}`).expect(200);
}

/** The invitation link's token in an invitation mail, as the invited person would click it. */
export function invitationToken(mail: CaughtMail): string {
  const match = /\/einladung\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no invitation link in mail "${mail.subject}"`);
  return match[1];
}

/**
 * The owner's current account invites a new person with this role; they register from the
 * invitation (no account of their own), activate and sign in. The client acts in the owner's account.
 */
export async function joinAsMember(
  suite: { t: TestApp; sink: SmtpSink },
  ownerClient: TestClient,
  role: AccountRole,
): Promise<{ client: TestClient; email: string; userId: string }> {
  const member = newAccount();
  const invited = await ownerClient.post('/api/account/invitations', { email: member.email, role });
  if (invited.status !== 201) throw new Error(`invite answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const [mail] = await suite.sink.waitFor(member.email);
  const client = suite.t.client();
  const registered = await client.post('/api/auth/register', { email: member.email, name: member.name, password: member.password, invitationToken: invitationToken(mail) });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const [, activation] = await suite.sink.waitFor(member.email, 2);
  await client.get(`/api/verify-email/${verificationToken(activation)}`).expect(200);
  const login = await client.post('/api/auth/login', { email: member.email, password: member.password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return { client, email: member.email, userId: login.body.user.id as string };
}

/** Sets the event credits of the account(s) the user with this address owns (tests have no Stripe). */
export async function setOwnCredits(db: DataSource, email: string, credits: number): Promise<void> {
  await db.query(
    `UPDATE accounts SET event_credits = $2
      WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`,
    [email, credits],
  );
}
