import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { WebhookDelivery, WebhookEndpoint } from '@fairleads/shared/webhooks';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { NEW_ENDPOINT_VALUES, validateWebhookForm } from '../webhook-rules';
import { WebhooksTab } from './webhooks-tab';

type Handler = (body: unknown) => Response | Promise<Response>;

/** Routes fetch calls by "METHOD url"; the CSRF cookie is pre-set so mutations go straight out. */
function stubApi(handlers: Record<string, Handler>) {
  document.cookie = 'XSRF-TOKEN=test-token';
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected ${key}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const endpoint: WebhookEndpoint = {
  id: 'ep-1',
  url: 'https://crm.example.com/hooks',
  description: 'HubSpot Vertrieb',
  facts: ['lead.captured', 'lead.confirmed'],
  eventIds: null,
  active: true,
  disabledReason: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  lastDelivery: null,
};

const events = [
  { id: 'ev-1', name: 'Messe Wien', status: 'active' },
  { id: 'ev-2', name: 'Expo Berlin', status: 'active' },
];

const delivery = (patch: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'msg_1',
  type: 'webhook.test',
  leadId: null,
  status: 'pending',
  attempts: 0,
  lastStatusCode: null,
  lastError: null,
  lastAttemptAt: null,
  nextAttemptAt: null,
  createdAt: '2026-11-25T10:05:00.000Z',
  ...patch,
});

describe('validateWebhookForm', () => {
  const valid = { ...NEW_ENDPOINT_VALUES, url: 'https://crm.example.com/hooks' };

  it('accepts an https address with at least one fact for all events', () => {
    expect(validateWebhookForm(valid)).toEqual({});
  });

  it.each([
    ['', 'Bitte gib die URL des Endpunkts ein.'],
    ['crm.example.com/hooks', 'Bitte gib eine vollständige URL ein, z. B. https://crm.example.com/webhooks.'],
    ['http://crm.example.com/hooks', 'Die URL muss mit https:// beginnen, damit die Leads verschlüsselt übertragen werden.'],
    ['ftp://crm.example.com/hooks', 'Bitte gib eine vollständige URL ein, z. B. https://crm.example.com/webhooks.'],
  ])('refuses the address %j in German', (url, message) => {
    expect(validateWebhookForm({ ...valid, url }).url).toBe(message);
  });

  it('leaves a plain http address on this machine to the server (its test-only allow-list decides)', () => {
    expect(validateWebhookForm({ ...valid, url: 'http://127.0.0.1:4399/hook' })).toEqual({});
  });

  it('asks for a fact, and for an event when not all events are meant', () => {
    expect(validateWebhookForm({ ...valid, facts: [], allEvents: false, eventIds: [] })).toEqual({
      facts: 'Bitte wähle mindestens ein Ereignis.',
      events: 'Bitte wähle mindestens ein Event oder „Alle Events“.',
    });
  });
});

describe('WebhooksTab', () => {
  it('explains webhooks when there is no endpoint yet, and checks the form before sending it', async () => {
    const create = vi.fn(() => jsonResponse({}, 201));
    stubApi({ 'GET /api/webhook-endpoints': () => jsonResponse([]), 'POST /api/webhook-endpoints': create });
    const u = userEvent.setup();
    renderWithProviders(<WebhooksTab />);

    expect(await screen.findByRole('heading', { name: 'Noch kein Endpunkt eingerichtet' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Endpunkt hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endpunkt hinzufügen' });
    const url = within(dialog).getByLabelText(/Endpunkt-URL/);
    expect(url).toHaveFocus();

    await u.type(url, 'http://crm.example.com');
    await u.click(within(dialog).getByRole('checkbox', { name: /Lead erfasst/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Endpunkt anlegen' }));

    expect(url).toHaveAccessibleDescription('Die URL muss mit https:// beginnen, damit die Leads verschlüsselt übertragen werden.');
    expect(url).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: 'Welche Ereignisse werden gesendet?' })).toHaveAccessibleDescription('Bitte wähle mindestens ein Ereignis.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben (2 Felder):');
    expect(create).not.toHaveBeenCalled();
  });

  it("marks the field the server refuses, with the server's sentence, and focuses it", async () => {
    const why = 'Diese Adresse zeigt in ein privates Netz und ist nicht erlaubt.';
    stubApi({
      'GET /api/webhook-endpoints': () => jsonResponse([]),
      'POST /api/webhook-endpoints': () => jsonResponse({ statusCode: 400, message: why, errors: { url: why } }, 400),
    });
    const u = userEvent.setup();
    renderWithProviders(<WebhooksTab />);
    await u.click(await screen.findByRole('button', { name: 'Endpunkt hinzufügen' }));
    const dialog = await screen.findByRole('dialog');
    const url = within(dialog).getByLabelText(/Endpunkt-URL/);
    await u.type(url, 'https://intranet.example.com/hook');
    await u.click(within(dialog).getByRole('button', { name: 'Endpunkt anlegen' }));
    await waitFor(() => expect(url).toHaveFocus());
    expect(url).toHaveAccessibleDescription(why);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingabe:');
  });

  it('shows the server’s German message when it refuses the endpoint', async () => {
    stubApi({
      'GET /api/webhook-endpoints': () => jsonResponse([]),
      'POST /api/webhook-endpoints': () => jsonResponse({ message: 'Diese Adresse zeigt in ein privates Netz und ist nicht erlaubt.' }, 400),
    });
    const u = userEvent.setup();
    renderWithProviders(<WebhooksTab />);
    await u.click(await screen.findByRole('button', { name: 'Endpunkt hinzufügen' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText(/Endpunkt-URL/), 'https://intranet.example.com/hook');
    await u.click(within(dialog).getByRole('button', { name: 'Endpunkt anlegen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Diese Adresse zeigt in ein privates Netz und ist nicht erlaubt.');
    expect(within(dialog).getByRole('button', { name: 'Endpunkt anlegen' })).toBeEnabled();
  });

  it('shows the secret once after creation, with a copy button, and never again', async () => {
    let saved: WebhookEndpoint[] = [];
    const create = vi.fn((body: unknown) => {
      saved = [{ ...endpoint, ...(body as Partial<WebhookEndpoint>) }];
      return jsonResponse({ ...saved[0], secret: SECRET }, 201);
    });
    stubApi({
      'GET /api/webhook-endpoints': () => jsonResponse(saved),
      'POST /api/webhook-endpoints': create,
      'GET /api/events': () => jsonResponse(events),
    });
    const u = userEvent.setup();
    // after setup: user-event puts its own clipboard in place
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<WebhooksTab />);

    await u.click(await screen.findByRole('button', { name: 'Endpunkt hinzufügen' }));
    let dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText(/Endpunkt-URL/), ' https://crm.example.com/hooks ');
    await u.type(within(dialog).getByLabelText('Beschreibung (optional)'), 'HubSpot Vertrieb');
    await u.click(within(dialog).getByRole('checkbox', { name: /Lead bestätigt/ }));
    await u.click(within(dialog).getByRole('radio', { name: 'Nur ausgewählte Events' }));
    await u.click(await within(dialog).findByRole('checkbox', { name: 'Expo Berlin' }));
    await u.click(within(dialog).getByRole('button', { name: 'Endpunkt anlegen' }));

    dialog = await screen.findByRole('dialog', { name: 'Endpunkt angelegt' });
    expect(create).toHaveBeenCalledWith({
      url: 'https://crm.example.com/hooks',
      description: 'HubSpot Vertrieb',
      facts: ['lead.captured', 'lead.confirmed'],
      eventIds: ['ev-2'],
    });
    const secret = within(dialog).getByLabelText('Signatur-Geheimnis');
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    expect(secret).toHaveFocus();
    expect(dialog).toHaveTextContent('Das Geheimnis wird nur jetzt angezeigt.');

    // neither Esc nor a stray tap beside the dialog loses the secret
    await u.keyboard('{Escape}');
    await u.click(document.querySelector('.dialog__overlay')!);
    expect(screen.getByRole('dialog', { name: 'Endpunkt angelegt' })).toBe(dialog);

    await u.click(within(dialog).getByRole('button', { name: 'Geheimnis kopieren' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Geheimnis kopiert.')).toBeInTheDocument();

    await u.click(within(dialog).getByRole('button', { name: 'Ich habe das Geheimnis gespeichert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the empty state's button that opened the dialog is gone: the focus stays in the tab
    expect(screen.getByRole('heading', { name: 'Webhooks an dein CRM' })).toHaveFocus();
    const card = (await screen.findByRole('heading', { name: 'HubSpot Vertrieb' })).closest('li')!;
    expect(card).toHaveTextContent('Expo Berlin');
    expect(document.body).not.toHaveTextContent(SECRET);

    // editing the endpoint shows its settings, not the secret
    await u.click(within(card).getByRole('button', { name: 'Endpunkt https://crm.example.com/hooks bearbeiten' }));
    dialog = await screen.findByRole('dialog', { name: 'Endpunkt bearbeiten' });
    expect(within(dialog).getByLabelText(/Endpunkt-URL/)).toHaveValue('https://crm.example.com/hooks');
    expect(within(dialog).queryByLabelText('Signatur-Geheimnis')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
  }, 15_000); // a whole flow of typing and clicking: slow on a busy machine

  it('sends a test and shows its answer in the deliveries once the receiver replied', async () => {
    let rows: WebhookDelivery[] = [];
    stubApi({
      'GET /api/webhook-endpoints': () => jsonResponse([endpoint]),
      'GET /api/events': () => jsonResponse(events),
      'POST /api/webhook-endpoints/ep-1/test': () => {
        rows = [delivery({ status: 'pending' })];
        return jsonResponse({ message: 'Test wird gesendet.', delivery: rows[0] }, 202);
      },
      'GET /api/webhook-endpoints/ep-1/deliveries': () => {
        const answer = jsonResponse(rows);
        // the receiver answers while the list is waiting
        rows = [delivery({ status: 'succeeded', attempts: 1, lastStatusCode: 200, lastAttemptAt: '2026-11-25T10:05:01.000Z' })];
        return answer;
      },
    });
    const u = userEvent.setup();
    renderWithProviders(<WebhooksTab />);

    await u.click(await screen.findByRole('button', { name: 'Test senden' }));
    // the screen words its own success (the server's message is German whatever the language)
    expect(await screen.findByText('Die Test-Zustellung ist unterwegs.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Zustellungen an https://crm.example.com/hooks' });
    await waitFor(() => expect(within(table).getByText('Erfolgreich')).toBeInTheDocument(), { timeout: 4_000 });
    expect(within(table).getByRole('rowheader', { name: 'Test' })).toBeInTheDocument();
    expect(within(table).getByText('200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zustellungen ausblenden' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks for the endpoints and deliveries again when they are shown again: a 410 may have switched the endpoint off meanwhile', async () => {
    let current = endpoint;
    const fetchMock = stubApi({
      'GET /api/webhook-endpoints': () => jsonResponse([current]),
      'GET /api/events': () => jsonResponse(events),
      'GET /api/webhook-endpoints/ep-1/deliveries': () => jsonResponse([]),
    });
    const asked = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url).length;
    const u = userEvent.setup();
    const { queryClient, unmount } = renderWithProviders(<WebhooksTab />);
    await u.click(await screen.findByRole('button', { name: 'Zustellungen anzeigen' }));
    expect(await screen.findByText(/Noch keine Zustellungen/)).toBeInTheDocument();
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    unmount();

    current = { ...endpoint, active: false, disabledReason: 'Der Empfänger hat mit 410 geantwortet.' };
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <WebhooksTab />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Deaktiviert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test senden' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Zustellungen anzeigen' }));
    await waitFor(() => expect(asked('/api/webhook-endpoints/ep-1/deliveries')).toBe(2));
    expect(asked('/api/webhook-endpoints')).toBe(2);
  });

  it('asks for the shown deliveries every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      'GET /api/webhook-endpoints': () => jsonResponse([endpoint]),
      'GET /api/events': () => jsonResponse(events),
      'GET /api/webhook-endpoints/ep-1/deliveries': () => jsonResponse([]),
    });
    const asked = () => fetchMock.mock.calls.filter(([url]) => url === '/api/webhook-endpoints/ep-1/deliveries').length;
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<WebhooksTab />);
    await u.click(await screen.findByRole('button', { name: 'Zustellungen anzeigen' }));
    expect(await screen.findByText(/Noch keine Zustellungen/)).toBeInTheDocument();
    expect(asked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(asked()).toBe(2));
    // hidden: no more asking
    await u.click(screen.getByRole('button', { name: 'Zustellungen ausblenden' }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(asked()).toBe(2);
  });

  it('offers no test for a paused endpoint and says how to switch it on', async () => {
    stubApi({
      'GET /api/webhook-endpoints': () => jsonResponse([{ ...endpoint, active: false }]),
      'GET /api/events': () => jsonResponse(events),
    });
    renderWithProviders(<WebhooksTab />);
    const test = await screen.findByRole('button', { name: 'Test senden' });
    expect(test).toBeDisabled();
    expect(test).toHaveAccessibleDescription(/Unter „Bearbeiten“ schaltest du ihn wieder ein/);
    expect(screen.getByText('Pausiert')).toBeInTheDocument();
  });

  it('names the chosen events, a deleted one as such, and says when every chosen event was deleted', async () => {
    stubApi({
      'GET /api/webhook-endpoints': () =>
        jsonResponse([
          { ...endpoint, eventIds: ['ev-2', 'ev-gone'] },
          { ...endpoint, id: 'ep-2', description: 'Alt', eventIds: [] },
        ]),
      'GET /api/events': () => jsonResponse(events),
    });
    renderWithProviders(<WebhooksTab />);
    expect(await screen.findByText('Expo Berlin, Gelöschtes Event')).toBeInTheDocument();
    expect(screen.getByText('Keine – die gewählten Events wurden gelöscht. Wähle unter „Bearbeiten“ neue.')).toBeInTheDocument();
  });
});
