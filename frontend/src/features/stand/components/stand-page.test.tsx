import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MemoryQueueStore } from '../queue/queue-store';
import type { PublicFormConfig } from '../types';
import { StandScreen } from './stand-page';
import { ThankYou } from './thank-you';

// the scanner's camera and detector: a badge holding a vCard in front of a camera that always runs
const scanned = vi.hoisted(() => ({
  code: ['BEGIN:VCARD', 'VERSION:3.0', 'N:Gabler;Gerda', 'ORG:Gabler KG', 'EMAIL:gerda@gabler.example', 'END:VCARD'].join('\n'),
}));
vi.mock('@/components/contact-scan/camera', async (original) => ({
  ...(await original<typeof import('@/components/contact-scan/camera')>()),
  browserEnvironment: {
    openCamera: async () => ({ getTracks: () => [{ stop: () => undefined }] }),
    createDetector: async () => ({ detect: async () => [{ rawValue: scanned.code }] }),
    isSecureContext: () => true,
  },
}));

const location = { companySlug: 'acme', eventSlug: 'messe' };
const credentials = { token: 'device-token', deviceId: 'd1', name: 'Tablet Halle 4', eventId: 'e1', expiresAt: '2099-01-01T00:00:00Z' };

const config = {
  id: 'e1',
  name: 'Messe 2026',
  slug: 'messe',
  companySlug: 'acme',
  backgroundColor: null,
  primaryColor: null,
  secondaryColor: null,
  logoUrl: null,
  headerImageUrl: null,
  introText: 'Willkommen am Stand',
  doubleOptIn: true,
  nameRequired: false,
  customField1: null,
  customField2: null,
  customField1Options: [],
  customField2Options: [],
  customField1Required: false,
  customField2Required: false,
  privacyText: null,
  privacyUrl: null,
  submitButtonText: null,
  leadLimitReached: false,
  formToken: 'form-token',
};

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The API as shared/src/stand-mode.ts describes it; `network` false makes every call fail like a dead Wi-Fi. */
function fakeApi(overrides: Partial<PublicFormConfig> = {}) {
  const state = { network: true, calls: [] as Call[], leads: 0 };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    if (!state.network) throw new TypeError('Failed to fetch');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    state.calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string>, body });
    if (url === '/api/form/acme/messe') return jsonResponse({ ...config, ...overrides });
    if (url === '/api/stand/acme/messe') return jsonResponse({ device: { id: 'd1', name: 'Tablet Halle 4', expiresAt: credentials.expiresAt }, event: { id: 'e1', name: 'Messe 2026', companySlug: 'acme', slug: 'messe' } });
    if (url === '/api/form/acme/messe/submit') {
      state.leads += 1;
      return jsonResponse({ requiresConfirmation: true, downloadUrl: null, mailSent: true, leadId: `lead-${state.leads}` }, 201);
    }
    if (method === 'PATCH') return new Response(null, { status: 204 });
    return jsonResponse({ message: 'nicht gefunden', statusCode: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return state;
}

let ids = 0;
function renderStand(store = new MemoryQueueStore()) {
  const onRefused = vi.fn();
  renderWithProviders(
    <StandScreen location={location} credentials={credentials} store={store} onRefused={onRefused} newSubmissionId={() => `sub-${++ids}`} />,
  );
  return { store, onRefused };
}

async function fillVisitor(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText('E-Mail-Adresse'), email);
  await user.type(screen.getByLabelText(/^Name/), 'Erika Muster');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Daten übergeben' }));
}

describe('stand page', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=xsrf';
    localStorage.clear();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  });


  it('sends a visitor with the device token, thanks them, takes the rating and shows an empty form again', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderStand();

    await fillVisitor(user, 'erika@example.org');

    expect(await screen.findByRole('heading', { name: 'Vielen Dank!' })).toBeInTheDocument();
    expect(screen.getByText(/Bitte bestätige deine Adresse/)).toBeInTheDocument();
    const submit = api.calls.find((call) => call.url.endsWith('/submit'))!;
    expect(submit.headers['X-Stand-Token']).toBe('device-token');
    expect(submit.body).toMatchObject({ email: 'erika@example.org', name: 'Erika Muster', consent: true, submissionId: 'sub-1', formToken: 'form-token' });
    expect(Date.parse((submit.body as { capturedAt: string }).capturedAt)).not.toBeNaN();

    await user.click(screen.getByRole('button', { name: 'heiß' }));
    expect(screen.getByRole('button', { name: 'heiß' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Notiz'), 'Rückruf Montag');
    await user.click(screen.getByRole('button', { name: /Nächster Besucher/ }));

    // nothing of the previous visitor on the screen
    const email = await screen.findByLabelText('E-Mail-Adresse');
    expect(email).toHaveValue('');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.queryByText('erika@example.org')).not.toBeInTheDocument();
    expect(email.closest('form')).toHaveAttribute('autocomplete', 'off');
    expect(email).toHaveAttribute('autocomplete', 'off');

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const rating = api.calls.find((call) => call.method === 'PATCH')!;
    expect(rating.url).toBe('/api/stand/acme/messe/leads/lead-1');
    expect(rating.body).toEqual({ rating: 'hot', note: 'Rückruf Montag' });
  });

  it('shows the privacy policy in an overlay on the tablet instead of a new tab, and back to the form', async () => {
    fakeApi({ privacyUrl: 'https://acme.example/datenschutz' });
    const user = userEvent.setup();
    renderStand();
    const consent = await screen.findByRole('checkbox');
    // no link that would open a browser tab: the way out of the kiosk
    expect(document.querySelector('a[target="_blank"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Datenschutzerklärung' }));

    const overlay = await screen.findByRole('dialog', { name: 'Datenschutzerklärung' });
    expect(within(overlay).getByText('https://acme.example/datenschutz')).toBeInTheDocument();
    expect(await within(overlay).findByRole('img', { name: 'QR-Code zur Datenschutzerklärung' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    await user.click(within(overlay).getByRole('button', { name: 'Zurück zum Formular' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // reading the policy does not tick the consent for the visitor
    expect(consent).not.toBeChecked();
  });

  it('keeps a visitor on the device without a network, counts it, and sends it exactly once when the network is back', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const { store } = renderStand();
    await screen.findByLabelText('E-Mail-Adresse');

    api.network = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    await fillVisitor(user, 'offline@example.org');

    expect(await screen.findByText('Gespeichert – wird gesendet, sobald wieder Netz da ist')).toBeInTheDocument();
    expect(screen.getByTestId('stand-waiting')).toHaveTextContent('1 Eintrag wartet auf Netz');
    expect(screen.getByText('Offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Nächster Besucher/ }));
    expect(await screen.findByLabelText('E-Mail-Adresse')).toHaveValue('');
    expect(store.entries.size).toBe(1);

    api.network = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(screen.queryByTestId('stand-waiting')).not.toBeInTheDocument());
    const submits = api.calls.filter((call) => call.url.endsWith('/submit'));
    expect(submits).toHaveLength(1);
    expect(submits[0].body).toMatchObject({ email: 'offline@example.org', submissionId: 'sub-2' });
    expect(store.entries.size).toBe(0);
  });

  it('keeps the answers and shows the reason when the server refuses the visitor', async () => {
    fakeApi();
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/submit')
        ? jsonResponse({ message: 'Bitte gib eine gültige E-Mail-Adresse ein.', statusCode: 400 }, 400)
        : original(input, init),
    );
    const user = userEvent.setup();
    const { store } = renderStand();

    await fillVisitor(user, 'tippfehler@example.org');

    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('tippfehler@example.org');
    expect(store.entries.size).toBe(0);
  });

  it('tells a device whose token the server refuses so, without losing what waits', async () => {
    fakeApi();
    vi.mocked(fetch).mockImplementation(async () => jsonResponse({ message: 'Dieses Gerät ist nicht mehr freigegeben.', statusCode: 401 }, 401));
    const { onRefused } = renderStand();
    await waitFor(() => expect(onRefused).toHaveBeenCalled());
  });
  it('fills the form from a badge, leaves the consent to the visitor and sends the source badge', async () => {
    const api = fakeApi({ customField1: 'Firma' });
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    const user = userEvent.setup();
    renderStand();
    await user.type(await screen.findByLabelText(/^Firma/), 'wird überschrieben');
    await user.click(screen.getByRole('button', { name: 'Badge scannen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Badge scannen' });
    await user.click(await within(dialog).findByRole('button', { name: 'In das Formular übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('gerda@gabler.example');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Gerda Gabler');
    expect(screen.getByLabelText(/^Firma/)).toHaveValue('Gabler KG');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('note')).toHaveTextContent('die Einwilligung selbst bestätigen');

    // without the visitor's tick nothing goes out
    await user.click(screen.getByRole('button', { name: 'Daten übergeben' }));
    expect(api.calls.some((call) => call.url.endsWith('/submit'))).toBe(false);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Daten übergeben' }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank!' })).toBeInTheDocument();
    const submit = api.calls.find((call) => call.url.endsWith('/submit'))!;
    expect(submit.body).toMatchObject({ email: 'gerda@gabler.example', name: 'Gerda Gabler', customField1: 'Gabler KG', consent: true, source: 'badge' });
  });

  it('names a typed visitor stand, and keeps the card scan off without a network', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderStand();
    await fillVisitor(user, 'typed@example.org');
    await screen.findByRole('heading', { name: 'Vielen Dank!' });
    expect(api.calls.find((call) => call.url.endsWith('/submit'))!.body).toMatchObject({ source: 'stand' });

    await user.click(screen.getByRole('button', { name: /Nächster Besucher/ }));
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByRole('button', { name: 'Visitenkarte' })).toBeDisabled();
    expect(screen.getByText(/Visitenkarten lesen braucht Netz/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Badge scannen' })).toBeEnabled();
  });

  it('shows the stand’s own words in English when the device last showed English', async () => {
    fakeApi();
    await i18n.changeLanguage('en');
    renderStand();
    expect(await screen.findByRole('button', { name: 'End stand mode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan badge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Stand-Modus beenden')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Badge scannen' })).not.toBeInTheDocument();
  });

  it('switches to English in place, the visitor form too: the typed answers stay, the device keeps the choice, nothing is saved without a user', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderStand();
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'halb@example.org');
    const languages = screen.getByRole('group', { name: 'Sprache des Stand-Modus' });
    expect(within(languages).getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(languages).getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('button', { name: 'End stand mode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    // the visitor's form speaks the tablet's language, and what the visitor typed stays
    expect(await screen.findByLabelText('Email address')).toHaveValue('halb@example.org');
    expect(screen.queryByLabelText('E-Mail-Adresse')).not.toBeInTheDocument();
    expect(localStorage.getItem('fairleads.locale')).toBe('en');
    expect(api.calls.some((call) => call.url === '/api/account/settings')).toBe(false);
  });

});

describe('thank-you screen', () => {
  it('ends by itself after its time and hands over the rating', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ThankYou outcome={{ kind: 'queued' }} onDone={onDone} durationMs={300} />);
    await user.click(screen.getByRole('button', { name: 'warm' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ rating: 'warm', note: undefined }), { timeout: 2000 });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('waits while the staff types a note', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ThankYou outcome={{ kind: 'sent', requiresConfirmation: false }} onDone={onDone} durationMs={200} />);
    await user.type(screen.getByLabelText('Notiz'), 'Messebesuch');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onDone).not.toHaveBeenCalled();
    const staff = screen.getByRole('group', { name: 'Für das Standteam' });
    expect(within(staff).getByLabelText('Notiz')).toHaveValue('Messebesuch');
    await user.click(screen.getByRole('button', { name: 'Nächster Besucher' }));
    expect(onDone).toHaveBeenCalledWith({ rating: undefined, note: 'Messebesuch' });
  });
});
