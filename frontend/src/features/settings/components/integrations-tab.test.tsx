import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { CrmIntegration } from '../integration-types';
import { IntegrationsTab } from './integrations-tab';

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

const NO_MAP = { field1: null, field2: null, rating: null, tags: null, event: null };

const off = (provider: CrmIntegration['provider']): CrmIntegration => ({
  provider,
  connected: false,
  accountLabel: null,
  accountUrl: null,
  status: 'active',
  statusMessage: null,
  trigger: 'confirmed',
  eventIds: null,
  fieldMap: NO_MAP,
  connectedAt: null,
});

const hubspotOn: CrmIntegration = {
  provider: 'hubspot',
  connected: true,
  accountLabel: 'Nordlicht Messebau (Portal 4711)',
  accountUrl: 'https://app-eu1.hubspot.com/contacts/4711',
  status: 'active',
  statusMessage: null,
  trigger: 'confirmed',
  eventIds: null,
  fieldMap: { field1: 'company', field2: null, rating: 'fairleads_rating', tags: 'fairleads_tags', event: 'fairleads_event' },
  connectedAt: '2026-11-25T10:00:00.000Z',
};

const events = [
  { id: 'ev-1', name: 'Messe Wien', status: 'active' },
  { id: 'ev-2', name: 'Expo Berlin', status: 'active' },
];

function card(name: string) {
  return screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;
}

describe('IntegrationsTab', () => {
  it('explains each CRM and connects HubSpot with a token', async () => {
    let list = [off('hubspot'), off('pipedrive')];
    const put = vi.fn(() => {
      list = [hubspotOn, off('pipedrive')];
      return jsonResponse(hubspotOn);
    });
    stubApi({ 'GET /api/account/integrations': () => jsonResponse(list), 'PUT /api/account/integrations/hubspot': put });
    const u = userEvent.setup();
    renderWithProviders(<IntegrationsTab />);

    expect(await screen.findByRole('heading', { name: 'HubSpot', level: 3 })).toBeInTheDocument();
    const hubspot = card('HubSpot');
    expect(within(hubspot).getByText('Nicht verbunden')).toBeInTheDocument();
    expect(within(hubspot).getByText(/Einstellungen → Integrationen → Private Apps/)).toBeInTheDocument();
    expect(within(hubspot).getByText(/crm\.objects\.contacts\.write und crm\.schemas\.contacts\.write/)).toBeInTheDocument();
    expect(within(card('Pipedrive')).getByLabelText(/API-Token/)).toBeInTheDocument();
    expect(within(card('Pipedrive')).getByText(/Persönliche Einstellungen → API/)).toBeInTheDocument();

    // an empty field is not sent
    await u.click(within(hubspot).getByRole('button', { name: 'Verbinden' }));
    const token = within(hubspot).getByLabelText(/Zugriffstoken einer privaten App/);
    expect(token).toHaveAccessibleDescription(/Bitte füge den Token ein\./);
    expect(token).toHaveFocus();
    expect(put).not.toHaveBeenCalled();

    await u.type(token, '  pat-eu1-secret  ');
    await u.click(within(hubspot).getByRole('button', { name: 'Verbinden' }));
    expect(await screen.findByText('HubSpot ist verbunden.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith({ token: 'pat-eu1-secret' });

    const connected = card('HubSpot');
    expect(await within(connected).findByText('Aktiv')).toBeInTheDocument();
    expect(within(connected).getByRole('link', { name: /Nordlicht Messebau \(Portal 4711\)/ })).toHaveAttribute('href', 'https://app-eu1.hubspot.com/contacts/4711');
    expect(within(connected).getByRole('radio', { name: /Sobald bestätigt \(Double-Opt-in\)/ })).toBeChecked();
    expect(within(connected).getByRole('radio', { name: /Alle Events, auch künftige/ })).toBeChecked();
    expect(within(connected).getByLabelText('Bewertung')).toHaveValue('fairleads_rating');
    expect(within(connected).getByLabelText('Bewertung')).toHaveAccessibleDescription('Standard: fairleads_rating');
    expect(within(connected).getByRole('rowheader', { name: 'E-Mail-Adresse' })).toBeInTheDocument();
    expect(within(connected).queryByLabelText('E-Mail-Adresse')).not.toBeInTheDocument();
  });

  it.each([
    ['CRM_TOKEN_INVALID', 400, 'HubSpot hat den Token abgelehnt. Prüfe, ob du ihn vollständig kopiert hast und ob die App die nötigen Berechtigungen hat.'],
    ['CRM_UNREACHABLE', 502, 'HubSpot ist gerade nicht erreichbar. Versuche es in ein paar Minuten noch einmal.'],
  ])('shows the refusal %s at the token field, in German, and keeps the token', async (code, status, text) => {
    stubApi({
      'GET /api/account/integrations': () => jsonResponse([off('hubspot'), off('pipedrive')]),
      'PUT /api/account/integrations/hubspot': () => jsonResponse({ statusCode: status, code, message: 'Server sentence' }, status),
    });
    const u = userEvent.setup();
    renderWithProviders(<IntegrationsTab />);
    await screen.findByRole('heading', { name: 'HubSpot', level: 3 });
    const hubspot = card('HubSpot');
    const token = within(hubspot).getByLabelText(/Zugriffstoken einer privaten App/);
    await u.type(token, 'pat-wrong');
    await u.click(within(hubspot).getByRole('button', { name: 'Verbinden' }));
    await waitFor(() => expect(token).toHaveAccessibleDescription(new RegExp(text.replace(/[.()]/g, '\\$&'))));
    expect(token).toHaveFocus();
    expect(token).toHaveAttribute('aria-invalid', 'true');
    expect(token).toHaveValue('pat-wrong');
    expect(within(hubspot).getByRole('button', { name: 'Verbinden' })).toBeEnabled();
    // the token is fixed: the message goes
    await u.type(token, 'x');
    expect(token).not.toHaveAttribute('aria-invalid');
  });

  it('saves trigger, chosen events and the field mapping with PATCH', async () => {
    const patch = vi.fn((body: unknown) => jsonResponse({ ...hubspotOn, ...(body as object) }));
    stubApi({
      'GET /api/account/integrations': () => jsonResponse([hubspotOn, off('pipedrive')]),
      'GET /api/events': () => jsonResponse(events),
      'PATCH /api/account/integrations/hubspot': patch,
    });
    const u = userEvent.setup();
    renderWithProviders(<IntegrationsTab />);
    await screen.findByRole('heading', { name: 'HubSpot', level: 3 });
    const hubspot = card('HubSpot');

    await u.click(within(hubspot).getByRole('radio', { name: 'Sofort bei Erfassung' }));
    await u.click(within(hubspot).getByRole('radio', { name: 'Nur ausgewählte Events' }));
    // none chosen: asked for, nothing sent
    await u.click(within(hubspot).getByRole('button', { name: 'Speichern' }));
    expect(within(hubspot).getByRole('alert')).toHaveTextContent('Bitte wähle mindestens ein Event oder „Alle Events“.');
    expect(patch).not.toHaveBeenCalled();

    await u.click(await within(hubspot).findByRole('checkbox', { name: 'Expo Berlin' }));
    // the own fields: by their name in each event, into one property, or not at all
    expect(within(hubspot).getByLabelText('Zusatzfeld 1')).toHaveValue('property');
    expect(within(hubspot).getByLabelText('Zusatzfeld 2')).toHaveValue('none');
    expect(within(hubspot).queryByLabelText('Zusatzfeld 2: Eigenschaft in HubSpot')).not.toBeInTheDocument();
    await u.selectOptions(within(hubspot).getByLabelText('Zusatzfeld 2'), 'In eine feste Eigenschaft');
    await u.type(within(hubspot).getByLabelText('Zusatzfeld 2: Eigenschaft in HubSpot'), ' phone ');
    await u.clear(within(hubspot).getByLabelText('Tags'));
    await u.click(within(hubspot).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Einstellungen gespeichert.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith({
      trigger: 'captured',
      eventIds: ['ev-2'],
      fieldMap: { field1: 'company', field2: 'phone', rating: 'fairleads_rating', tags: null, event: 'fairleads_event' },
    });
  });

  it("shows the server's refusal of a property at its field", async () => {
    const why = 'Diese Eigenschaft gibt es in HubSpot nicht.';
    stubApi({
      'GET /api/account/integrations': () => jsonResponse([hubspotOn, off('pipedrive')]),
      'PATCH /api/account/integrations/hubspot': () => jsonResponse({ statusCode: 400, code: 'VALIDATION_FAILED', message: why, errors: { 'fieldMap.rating': why } }, 400),
    });
    const u = userEvent.setup();
    renderWithProviders(<IntegrationsTab />);
    await screen.findByRole('heading', { name: 'HubSpot', level: 3 });
    const hubspot = card('HubSpot');
    await u.click(within(hubspot).getByRole('button', { name: 'Speichern' }));
    const rating = within(hubspot).getByLabelText('Bewertung');
    await waitFor(() => expect(rating).toHaveFocus());
    expect(rating).toHaveAccessibleDescription(`Standard: fairleads_rating ${why}`);
  });

  it("says when the CRM refuses the stored token and takes a new one", async () => {
    let list: CrmIntegration[] = [{ ...hubspotOn, status: 'unauthorized', statusMessage: 'HubSpot hat den Zugriff am 27.11. verweigert (401).' }, off('pipedrive')];
    const put = vi.fn(() => {
      list = [hubspotOn, off('pipedrive')];
      return jsonResponse(hubspotOn);
    });
    stubApi({ 'GET /api/account/integrations': () => jsonResponse(list), 'PUT /api/account/integrations/hubspot': put });
    const u = userEvent.setup();
    renderWithProviders(<IntegrationsTab />);
    await screen.findByRole('heading', { name: 'HubSpot', level: 3 });
    const hubspot = card('HubSpot');
    expect(within(hubspot).getByText('Zugriff verweigert')).toBeInTheDocument();
    expect(within(hubspot).getByRole('alert')).toHaveTextContent('HubSpot hat den Zugriff am 27.11. verweigert (401).');

    await u.click(within(hubspot).getByRole('button', { name: 'Neuen Token eingeben' }));
    const token = within(hubspot).getByLabelText(/Zugriffstoken einer privaten App/);
    expect(token).toHaveFocus();
    await u.type(token, 'pat-new');
    await u.click(within(hubspot).getByRole('button', { name: 'Token speichern' }));
    expect(await within(card('HubSpot')).findByText('Aktiv')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith({ token: 'pat-new' });
    expect(within(card('HubSpot')).queryByLabelText(/Zugriffstoken/)).not.toBeInTheDocument();
  });

  it("disconnects after a confirmation, and 'Abbrechen' leaves it connected", async () => {
    let list = [hubspotOn, off('pipedrive')];
    const remove = vi.fn(() => {
      list = [off('hubspot'), off('pipedrive')];
      return new Response(null, { status: 204 });
    });
    stubApi({ 'GET /api/account/integrations': () => jsonResponse(list), 'DELETE /api/account/integrations/hubspot': remove });
    const u = userEvent.setup();
    renderWithProviders(<IntegrationsTab />);
    await screen.findByRole('heading', { name: 'HubSpot', level: 3 });

    await u.click(within(card('HubSpot')).getByRole('button', { name: 'HubSpot trennen' }));
    let dialog = await screen.findByRole('dialog', { name: 'HubSpot trennen?' });
    expect(dialog).toHaveAccessibleDescription(/was noch wartet, wird gestoppt/);
    await u.click(within(dialog).getAllByRole('button', { name: 'Abbrechen' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    await u.click(within(card('HubSpot')).getByRole('button', { name: 'HubSpot trennen' }));
    dialog = await screen.findByRole('dialog', { name: 'HubSpot trennen?' });
    await u.click(within(dialog).getByRole('button', { name: 'Trennen' }));
    expect(await screen.findByText('HubSpot getrennt.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(card('HubSpot')).getByText('Nicht verbunden')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Integrationen' })).toHaveFocus());
  });

  it('says so when the list cannot be loaded, with a retry', async () => {
    stubApi({ 'GET /api/account/integrations': () => jsonResponse({ statusCode: 500, message: 'kaputt' }, 500) });
    renderWithProviders(<IntegrationsTab />);
    expect(await screen.findByText('Die Integrationen konnten nicht geladen werden.', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  }, 12_000);
});
