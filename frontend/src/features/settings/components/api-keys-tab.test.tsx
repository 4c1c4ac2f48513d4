import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { ApiKey } from '../api-key-types';
import { ApiKeysTab } from './api-keys-tab';

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

const KEY = 'flk_Q2xhdWRlIHdhcyBoZXJlIGFuZCBsZWZ0IGEga2V5';

const zapier: ApiKey = {
  id: 'key-1',
  name: 'Zapier Vertrieb',
  scopes: ['events:read', 'leads:read'],
  prefix: 'flk_Zp8kQ2aB',
  createdAt: '2026-11-20T09:00:00.000Z',
  createdBy: 'Lena Hoffmann',
  lastUsedAt: null,
};

describe('ApiKeysTab', () => {
  it('lists the keys: name, scopes as badges, prefix, who made it, never used', async () => {
    stubApi({ 'GET /api/account/api-keys': () => jsonResponse([zapier, { ...zapier, id: 'key-2', name: 'Skript', scopes: ['leads:write'], lastUsedAt: '2026-11-26T08:30:00.000Z' }]) });
    renderWithProviders(<ApiKeysTab />);
    const list = await screen.findByRole('list', { name: 'API-Schlüssel' });
    const first = within(list).getByRole('heading', { name: 'Zapier Vertrieb' }).closest('li') as HTMLElement;
    expect(within(first).getByText('Events lesen')).toBeInTheDocument();
    expect(within(first).getByText('Leads lesen')).toBeInTheDocument();
    expect(within(first).queryByText('Leads qualifizieren')).not.toBeInTheDocument();
    expect(within(first).getByText('flk_Zp8kQ2aB…')).toBeInTheDocument();
    expect(within(first).getByText(/von Lena Hoffmann/)).toBeInTheDocument();
    expect(within(first).getByText('Noch nie genutzt')).toBeInTheDocument();
    const second = within(list).getByRole('heading', { name: 'Skript' }).closest('li') as HTMLElement;
    expect(within(second).getByText('Leads qualifizieren')).toBeInTheDocument();
    expect(within(second).queryByText('Noch nie genutzt')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /API-Beschreibung \(OpenAPI\)/ })).toHaveAttribute('href', '/api/v1/openapi.json');
  });

  it('creates a key and shows it once: copy, warning, example; gone after closing', async () => {
    let keys: ApiKey[] = [];
    const create = vi.fn((body: unknown) => {
      const input = body as { name: string; scopes: ApiKey['scopes'] };
      keys = [{ ...zapier, id: 'key-9', name: input.name, scopes: input.scopes, prefix: KEY.slice(0, 12) }];
      return jsonResponse({ id: 'key-9', name: input.name, scopes: input.scopes, prefix: KEY.slice(0, 12), key: KEY, createdAt: zapier.createdAt }, 201);
    });
    stubApi({ 'GET /api/account/api-keys': () => jsonResponse(keys), 'POST /api/account/api-keys': create });
    const u = userEvent.setup();
    // after setup: user-event puts its own clipboard in place
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<ApiKeysTab />);
    expect(await screen.findByText('Noch kein Schlüssel angelegt.')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Neuer Schlüssel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Neuer API-Schlüssel' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveFocus();
    // each scope says what it allows
    expect(within(dialog).getByRole('checkbox', { name: 'Leads qualifizieren' })).toHaveAccessibleDescription(/Bewertung und Tags/);
    // nothing chosen, no name: both asked for, nothing sent
    await u.click(within(dialog).getByRole('checkbox', { name: 'Events lesen' }));
    await u.click(within(dialog).getByRole('checkbox', { name: 'Leads lesen' }));
    await u.click(within(dialog).getByRole('button', { name: 'Schlüssel erstellen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben (2 Felder):');
    expect(create).not.toHaveBeenCalled();

    await u.type(name, 'Make Marketing');
    await u.click(within(dialog).getByRole('checkbox', { name: 'Leads qualifizieren' }));
    await u.click(within(dialog).getByRole('checkbox', { name: 'Leads lesen' }));
    await u.click(within(dialog).getByRole('button', { name: 'Schlüssel erstellen' }));

    dialog = await screen.findByRole('dialog', { name: 'Schlüssel erstellt' });
    expect(create).toHaveBeenCalledWith({ name: 'Make Marketing', scopes: ['leads:read', 'leads:write'] });
    const shown = within(dialog).getByLabelText('API-Schlüssel');
    expect(shown).toHaveValue(KEY);
    expect(shown).toHaveFocus();
    expect(within(dialog).getByText(/wird nur jetzt angezeigt/)).toBeInTheDocument();
    expect(within(dialog).getByText(/curl -H "Authorization: Bearer flk_Q2xhdWRl…" http:\/\/localhost(:\d+)?\/api\/v1\/leads/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /OpenAPI/ })).toHaveAttribute('href', '/api/v1/openapi.json');

    await u.click(within(dialog).getByRole('button', { name: 'Schlüssel kopieren' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await screen.findByText('Schlüssel kopiert.')).toBeInTheDocument();

    // Esc does not lose it
    await u.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Schlüssel erstellt' })).toBeInTheDocument();

    await u.click(within(dialog).getByRole('button', { name: 'Ich habe den Schlüssel gespeichert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Make Marketing' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(KEY)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(KEY);

    // opened again: a fresh form, not the old key
    await u.click(screen.getByRole('button', { name: 'Neuer Schlüssel' }));
    expect(await screen.findByRole('dialog', { name: 'Neuer API-Schlüssel' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(KEY);
  });

  it("shows the server's refusal in the form", async () => {
    stubApi({
      'GET /api/account/api-keys': () => jsonResponse([]),
      'POST /api/account/api-keys': () => jsonResponse({ statusCode: 409, code: 'API_KEYS_LIMIT_REACHED', message: 'Du hast schon 20 API-Schlüssel.' }, 409),
    });
    const u = userEvent.setup();
    renderWithProviders(<ApiKeysTab />);
    await u.click(await screen.findByRole('button', { name: 'Neuer Schlüssel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer API-Schlüssel' });
    await u.type(within(dialog).getByLabelText(/^Name/), 'Noch einer');
    await u.click(within(dialog).getByRole('button', { name: 'Schlüssel erstellen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Du hast schon 20 API-Schlüssel.');
    expect(within(dialog).getByRole('button', { name: 'Schlüssel erstellen' })).toBeEnabled();
  });

  it('revokes a key after a confirmation; the focus goes to the heading', async () => {
    let keys = [zapier];
    const remove = vi.fn(() => {
      keys = [];
      return new Response(null, { status: 204 });
    });
    stubApi({ 'GET /api/account/api-keys': () => jsonResponse(keys), 'DELETE /api/account/api-keys/key-1': remove });
    const u = userEvent.setup();
    renderWithProviders(<ApiKeysTab />);
    await u.click(await screen.findByRole('button', { name: 'Schlüssel „Zapier Vertrieb“ widerrufen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schlüssel widerrufen?' });
    expect(dialog).toHaveAccessibleDescription(/„Zapier Vertrieb“ nutzen, werden ab sofort abgewiesen/);
    await u.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    expect(await screen.findByText('Schlüssel widerrufen.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Noch kein Schlüssel angelegt.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'API-Schlüssel' })).toHaveFocus());
  });

  it('offers no new key at the limit of 20, and says why', async () => {
    stubApi({ 'GET /api/account/api-keys': () => jsonResponse(Array.from({ length: 20 }, (_, i) => ({ ...zapier, id: `k${i}`, name: `Schlüssel ${i}` }))) });
    renderWithProviders(<ApiKeysTab />);
    await screen.findByRole('heading', { name: 'Schlüssel 19' });
    expect(screen.getByRole('button', { name: 'Neuer Schlüssel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Neuer Schlüssel' })).toHaveAccessibleDescription(/höchstens 20 Schlüssel/);
  });
});
