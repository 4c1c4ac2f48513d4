import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { VISITOR_TEMPLATE } from '../src/common/ssr/visitor-page-renderer';
import { registerAndVerify, type NewAccount } from './support/accounts';
import { createEvent, formToken, type EventJson } from './support/events';
import { apiWithSmtpSink, createTestApp, type TestApp } from './support/test-app';

const FRONTEND = resolve(__dirname, '..', '..', 'frontend');
const APP_ORIGIN = () => process.env.APP_URL!;

/** The form's fields as the page would post them: every input's name and value (select: its chosen option). */
function formFields(html: string): Record<string, string> {
  const form = /<form method="post"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name && !/type="checkbox"/.test(input)) fields[name] = /value="([^"]*)"/.exec(input)?.[1] ?? '';
  }
  return fields;
}

/**
 * The visitor pages' renderer as the build makes it, and the visitor's page when there is none:
 * a caller's NODE_ENV=development once made every server-rendered page answer 503 ("jsxDEV is not
 * a function"), and a renderer that fails must never cost a visitor a form that exists.
 */
describe('the visitor pages’ renderer', () => {
  const suite = apiWithSmtpSink();
  const scratch = mkdtempSync(join(tmpdir(), 'fairleads-visitor-renderer-'));
  let account: NewAccount;
  let event: EventJson;
  const formPath = () => `/form/${account.companySlug}/${event.slug}`;

  beforeAll(async () => {
    const organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    event = await createEvent(organiser, {
      name: 'Hausmesse <Nord>',
      doubleOptIn: false,
      primaryColor: '#aa3300',
      customField1: 'Branche',
      customField1Options: ['Handel', 'Industrie'],
    });
  });

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** An API on the same database whose visitor pages use `renderer`. */
  async function withRenderer(renderer: string, use: (t: TestApp) => Promise<void>): Promise<void> {
    const t = await createTestApp({ smtpUrl: suite.sink.url, visitorRenderer: { renderer, template: VISITOR_TEMPLATE } });
    try {
      await use(t);
    } finally {
      await t.close();
    }
  }

  it('renders the form page from a build made with NODE_ENV=development in the environment', async () => {
    const outDir = join(scratch, 'dist-ssr');
    execFileSync(resolve(FRONTEND, '..', 'node_modules', '.bin', 'vite'), ['build', '--config', 'vite.ssr.config.ts', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: FRONTEND,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development' },
    });
    await withRenderer(join(outDir, 'visitor-server.cjs'), async (t) => {
      const res = await t.client().get(formPath());
      expect(res.status).toBe(200);
      // React's page (its form and its data for the page script), not the plain one
      expect(res.text).toMatch(/<form class="vp-form"[^>]*data-lead-form=""/);
      expect(res.text).toContain('<script type="application/json" id="fl-page">');
    });
  }, 180_000);

  describe.each([
    ['missing', () => join(scratch, 'nothing-here.cjs')],
    [
      'throwing',
      () => {
        const file = join(scratch, 'throwing-renderer.cjs');
        writeFileSync(file, "exports.renderVisitorPage = () => { throw new TypeError('(0 , import_jsx_dev_runtime.jsxDEV) is not a function'); };");
        return file;
      },
    ],
  ])('a %s renderer', (kind, renderer) => {
    it('answers the form page with a plain form (escaped, German, in the event’s colour) that a classic post accepts', async () => {
      await withRenderer(renderer(), async (t) => {
        const visitor = t.client();
        const page = await visitor.get(formPath());
        expect(page.status).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        const html = page.text;
        expect(html).toContain('<h1>Hausmesse &#60;Nord&#62;</h1>');
        expect(html).not.toContain('<Nord>');
        expect(html).toMatch(/--primary:#aa3300/i);
        expect(html).toContain(`<form method="post" action="${formPath()}">`);
        for (const text of ['E-Mail-Adresse', 'Branche', 'Industrie', 'Datenschutzerklärung', 'Daten übergeben']) expect(html).toContain(text);

        // the visitor took their time (the form's minimum fill time), then posts without a script
        const email = `klassisch-${kind}@example.com`;
        const fields = { ...formFields(html), formToken: formToken(t, event.id), email, customField1: 'Handel', consent: 'on' };
        expect(Object.keys(fields).sort()).toEqual(['consent', 'customField1', 'email', 'formToken', 'lang', 'name', 'submissionId', 'website']);
        const leads = async () => (await t.dataSource.query('SELECT count(*)::int AS n FROM leads WHERE event_id = $1', [event.id]))[0].n as number;
        const before = await leads();
        const post = await visitor.agent.post(formPath()).set('X-Forwarded-For', visitor.ip).set('Origin', APP_ORIGIN()).type('form').send(fields);
        expect(post.status).toBe(303);
        expect(await leads()).toBe(before + 1);

        // where the post leads: the success page, plain as well
        const success = await visitor.get(post.headers.location as string);
        expect(success.status).toBe(200);
        expect(success.text).toContain('Vielen Dank!');
      });
    }, 60_000);

    it('answers the 404 page as a plain page, not a 503', async () => {
      await withRenderer(renderer(), async (t) => {
        const res = await t.client().get(`/form/${account.companySlug}/gibt-es-nicht`);
        expect(res.status).toBe(404);
        expect(res.text).toContain('Event nicht mehr verfügbar');
      });
    }, 60_000);
  });
});
