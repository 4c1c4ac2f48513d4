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

  it('offers “Erneut versuchen” with the values kept only when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const form = mountForm();
    fill(form, { email: 'nora@example.com', name: 'Nora', customField1: 'Handel' });
    submit(form);
    await settle();
    await settle();
    expect(document.querySelector('[data-problem]')?.textContent).toContain(t.errorTitle);
    expect(document.querySelector('[data-submit]')?.textContent).toBe(t.retry);
    expect((form.elements.namedItem('email') as HTMLInputElement).value).toBe('nora@example.com');
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
