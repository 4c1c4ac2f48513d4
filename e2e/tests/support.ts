import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The XSRF-TOKEN cookie of the page's context (set by the server on the first page load). */
export async function xsrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie yet: load a page first');
  return decodeURIComponent(cookie.value);
}

/** POST as the page's browser would: same cookies, the CSRF header. */
export async function post(page: Page, path: string, data: unknown) {
  return page.request.post(path, { data, headers: { 'X-XSRF-TOKEN': await xsrfToken(page) } });
}

/** The newest mail to `to` in the local dev outbox. */
export async function latestMail(request: APIRequestContext, to: string): Promise<{ subject: string; text: string; html: string }> {
  let found: { to: string; subject: string; text: string; html: string } | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/outbox')).json()) as { to: string; subject: string; text: string; html: string }[];
      found = mails.find((m) => m.to === to);
      return Boolean(found);
    }, { timeout: 10_000 })
    .toBe(true);
  return found!;
}

/** A verified, signed-in organiser in this page's context (through the real API). */
export async function signedInOrganiser(page: Page, id: string) {
  const account = { email: `orga-${id}@example.com`, name: `Olga ${id}`, companySlug: `messebau-${id}`, password: 'geheim123' };
  await page.goto('/');
  expect((await post(page, '/api/auth/register', account)).status()).toBe(201);
  const mail = await latestMail(page.request, account.email);
  const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  expect((await page.request.get(`/api/verify-email/${token}`)).status()).toBe(200);
  expect((await post(page, '/api/auth/login', { email: account.email, password: account.password })).status()).toBe(200);
  return account;
}
