import { VISITOR_TEXTS } from '../i18n';
import { renderVisitorPage } from '../server';
import { formPage } from '../test/pages';
import { enhanceForm } from './enhance-form';
import { enhanceResend } from './enhance-resend';

const t = VISITOR_TEXTS.de;

function mount(body: string): void {
  document.body.innerHTML = body;
}

function mountForm(): HTMLFormElement {
  const page = formPage();
  mount(renderVisitorPage(page).body);
  const form = document.querySelector<HTMLFormElement>('[data-lead-form]')!;
  const { brand: _brand, ...rules } = page.form;
  enhanceForm(form, rules, t);
  return form;
}

function fill(form: HTMLFormElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) (form.elements.namedItem(name) as HTMLInputElement).value = value;
  (form.elements.namedItem('consent') as HTMLInputElement).checked = true;
}

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The submissionId of every post the stubbed fetch got, in order. */
function sentIds(fetch: { mock: { calls: unknown[][] } }): string[] {
  return fetch.mock.calls.map((call) => (call[1] as RequestInit).body as URLSearchParams).map((body) => body.get('submissionId')!);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const success = () =>
  new Response(JSON.stringify({ html: '<main id="main"><h1 data-autofocus="" tabindex="-1">Vielen Dank!</h1></main>', url: '/form/acme/messe?r=x', downloadUrl: null }), { status: 201 });
const offlineFailure = () => Promise.reject(new TypeError('Failed to fetch'));
const problemText = () => document.querySelector('[data-problem]')?.textContent ?? '';
const button = () => document.querySelector<HTMLButtonElement>('[data-submit]')!;
const value = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;

describe('the page script of the form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks before sending: messages at the fields, the first focused, nothing sent', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const form = mountForm();
    submit(form);
    expect(document.getElementById('lead-email-error')?.textContent).toBe(t.emailRequired);
    expect(document.getElementById('lead-name-error')?.textContent).toBe(t.nameRequired);
    expect(document.activeElement?.id).toBe('lead-email');
    expect(document.querySelector('[data-announcer]')?.textContent).toContain('Bitte prüfe deine Eingaben (4 Felder)');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal at its field and keeps every value', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ errors: { email: 'Bitte gib eine gültige E-Mail-Adresse ein.' } }), { status: 422 })));
    const form = mountForm();
    fill(form, { email: 'anna,berger@firma.de', name: 'Anna', customField1: 'Handel' });
    submit(form);
    await settle();
    await settle();
    expect(document.getElementById('lead-email-error')?.textContent).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
    expect((form.elements.namedItem('email') as HTMLInputElement).value).toBe('anna,berger@firma.de');
    expect(document.body.textContent).not.toContain(t.errorTitle);
    expect(document.activeElement?.id).toBe('lead-email');
  });

  it('offers “Erneut versuchen” with the values kept when the server fails, and retries with the same id', async () => {
    const fetch = vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    vi.stubGlobal('fetch', fetch);
    const form = mountForm();
    fill(form, { email: 'nora@example.com', name: 'Nora', customField1: 'Handel' });
    submit(form);
    await settle();
    await settle();
    expect(document.querySelector('[data-problem]')?.textContent).toContain(t.errorTitle);
    expect(document.querySelector('[data-submit]')?.textContent).toBe(t.retry);
    expect((form.elements.namedItem('email') as HTMLInputElement).value).toBe('nora@example.com');
    // a 5xx may have recorded the lead: the next try is the same submission
    submit(form);
    await settle();
    expect(sentIds(fetch)).toEqual([sentIds(fetch)[0], sentIds(fetch)[0]]);
  });

  it('shows the success page in place after a submit without double opt-in', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ html: '<main id="main"><h1 data-autofocus="" tabindex="-1">Vielen Dank!</h1></main>', url: '/form/acme/messe?r=x', downloadUrl: null }), { status: 201 })));
    const form = mountForm();
    fill(form, { email: 'nora@example.com', name: 'Nora', customField1: 'Handel' });
    submit(form);
    await settle();
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('Vielen Dank!');
    expect(document.activeElement?.textContent).toBe('Vielen Dank!');
    expect(window.location.pathname + window.location.search).toBe('/form/acme/messe?r=x');
  });
});

describe('the form without a network (issue 18)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('makes its own submissionId on each page, not the one the page came with', () => {
    const first = value(mountForm(), 'submissionId');
    const second = value(mountForm(), 'submissionId');
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
    expect(first).not.toBe(formPage().form.submissionId);
  });

  it('keeps every value when the post fails for want of a network, says so, and sends by itself with the same id once online', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockImplementationOnce(offlineFailure).mockImplementationOnce(async () => success());
    vi.stubGlobal('fetch', fetch);
    const form = mountForm();
    fill(form, { email: 'nora@example.com', name: 'Nora', customField1: 'Handel' });
    submit(form);
    await settle();
    await settle();
    expect(problemText()).toBe(`${t.offlineTitle} ${t.offlineKept}`);
    expect(document.querySelector('[data-problem]')?.getAttribute('role')).toBe('alert');
    expect(button().textContent).toBe(t.sendNow);
    expect(button().disabled).toBe(false);
    expect(value(form, 'email')).toBe('nora@example.com');
    expect(value(form, 'name')).toBe('Nora');
    expect(value(form, 'customField1')).toBe('Handel');
    expect((form.elements.namedItem('consent') as HTMLInputElement).checked).toBe(true);

    window.dispatchEvent(new Event('online'));
    await settle();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    const [first, again] = sentIds(fetch);
    expect(first).toMatch(UUID);
    expect(again).toBe(first);
    expect(document.querySelector('h1')?.textContent).toBe('Vielen Dank!');
  });

  it('sends nothing while the browser knows it is offline, and sends when it comes back', async () => {
    const fetch = vi.fn(async () => success());
    vi.stubGlobal('fetch', fetch);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const form = mountForm();
    fill(form, { email: 'nora@example.com', name: 'Nora', customField1: 'Handel' });
    submit(form);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(problemText()).toContain(t.offlineKept);
    expect(document.activeElement).toBe(button());

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    // while it sends, the button says so and takes no second tap
    expect(button().textContent).toBe(t.submitting);
    expect(button().disabled).toBe(true);
    expect(button().hasAttribute('aria-busy')).toBe(true);
    await settle();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.querySelector('h1')?.textContent).toBe('Vielen Dank!');
  });

  it('tries again by itself when the phone reports a network that carries nothing, with the same id', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = vi.fn<typeof globalThis.fetch>().mockImplementationOnce(offlineFailure).mockImplementationOnce(async () => success());
    vi.stubGlobal('fetch', fetch);
    const form = mountForm();
    fill(form, { email: 'nora@example.com', name: 'Nora', customField1: 'Handel' });
    submit(form);
    await vi.advanceTimersByTimeAsync(0);
    expect(problemText()).toContain(t.offlineKept);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(new Set(sentIds(fetch)).size).toBe(1);
    expect(document.querySelector('h1')?.textContent).toBe('Vielen Dank!');
  });

  it('shows a refusal’s own message (4xx) and does not send it again by itself', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementationOnce(offlineFailure)
      .mockImplementation(async () => new Response(JSON.stringify({ message: 'Zu viele Versuche. Bitte warte einen Moment.' }), { status: 429 }));
    vi.stubGlobal('fetch', fetch);
    const form = mountForm();
    fill(form, { email: 'nora@example.com', name: 'Nora', customField1: 'Handel' });
    submit(form);
    await settle();
    window.dispatchEvent(new Event('online'));
    await settle();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(problemText()).toBe('Zu viele Versuche. Bitte warte einen Moment.');
    expect(button().textContent).toBe(formPage().form.submitButtonText ?? t.defaultSubmit);
    expect(value(form, 'email')).toBe('nora@example.com');

    window.dispatchEvent(new Event('online'));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    // the refusal recorded nothing: the visitor's next try is a new submission
    submit(form);
    await settle();
    const ids = sentIds(fetch);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('starts a new submission after a success, and is ready again when the browser brings the page back', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ location: '#email-confirmation' }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const form = mountForm();
    const before = value(form, 'submissionId');
    fill(form, { email: 'nora@example.com', name: 'Nora', customField1: 'Handel' });
    submit(form);
    await settle();
    await settle();
    expect(sentIds(fetch)).toEqual([before]);
    expect(value(form, 'submissionId')).toMatch(UUID);
    expect(value(form, 'submissionId')).not.toBe(before);
    // the back button restores the page from the back/forward cache, as it was while leaving
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(button().textContent).toBe(t.defaultSubmit);
    expect(button().disabled).toBe(false);
  });

  it('sends one request at a time under a double tap, and the same id on every try', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementationOnce(offlineFailure)
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const form = mountForm();
    fill(form, { email: 'nora@example.com', name: 'Nora', customField1: 'Handel' });
    submit(form);
    await settle();
    expect(problemText()).toContain(t.offlineKept);
    // 'Jetzt senden', tapped twice
    submit(form);
    submit(form);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(button().disabled).toBe(true);
    answer(success());
    await settle();
    await settle();
    expect(new Set(sentIds(fetch)).size).toBe(1);
    expect(document.querySelector('h1')?.textContent).toBe('Vielen Dank!');
  });
});

describe('the resend button of the e-mail confirmation page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down on the server’s clock and sends when the time has come', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const now = Date.now();
    const page = {
      kind: 'email-confirmation' as const,
      locale: 'de' as const,
      url: '/acme/email-confirmation',
      brand: null,
      email: 'nora@example.com',
      receipt: 'r',
      formPath: null,
      resendAvailableAt: now + 3_000,
      notice: null,
      // the phone's clock runs a minute ahead of the server's
      renderedAt: now - 60_000,
    };
    mount(renderVisitorPage(page).body);
    const form = document.querySelector<HTMLFormElement>('[data-resend-form]')!;
    enhanceResend(form, page.resendAvailableAt, page.renderedAt, t);
    const button = form.querySelector('button')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Erneut senden in 1:03');
    vi.advanceTimersByTime(63_000);
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe(t.resend);
  });
});
