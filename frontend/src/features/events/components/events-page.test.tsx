import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { makeEvent, testUser } from '../test-fixtures';
import { EventsPage } from './events-page';

type Handler = (init?: RequestInit) => Response | Promise<Response>;

function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key] ?? handlers[url];
    if (!handler) return jsonResponse({ message: 'not found' }, 404);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(route = '/events') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/events" element={<EventsPage />} />
        <Route path="/events/:id/settings" element={<h1>Einstellungsseite</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

const first = makeEvent({ id: 'ev-1', name: 'Gratis Expo', isFirstEvent: true, leadCount: 3 });
const second = makeEvent({ id: 'ev-2', name: 'Messe Wien 2026', leadCount: 12, conversionRate: 41.7 });
const archived = makeEvent({ id: 'ev-3', name: 'Alte Messe', status: 'archived' });

describe('events page', () => {
  it('shows the stand team the events without create, settings or upgrade buttons', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, accountRole: 'staff' }),
      '/api/events': () => jsonResponse([first, second]),
    });
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Gratis Expo' })).closest('article')!;
    // the organiser layout has /me before the page shows; here it arrives beside the events
    await waitFor(() => expect(screen.queryByRole('button', { name: /Event erstellen/ })).not.toBeInTheDocument());
    expect(within(card).getByRole('button', { name: /QR-Code/ })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Einstellungen von/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Limit aufheben/ })).not.toBeInTheDocument();
    // it pairs stand devices, and the page promises nothing it may not do
    expect(within(card).getByRole('link', { name: 'Stand-Geräte von Gratis Expo' })).toHaveAttribute('href', `/events/${first.id}/devices`);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.queryByText(/Erstelle und verwalte/)).not.toBeInTheDocument();
  });

  it('shows the create button to a manager', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, accountRole: 'manager' }),
      '/api/events': () => jsonResponse([second]),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Messe Wien 2026' });
    expect(screen.getByRole('button', { name: /Event erstellen/ })).toBeInTheDocument();
  });

  it('lists only active events with dates, counter, stats and links', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse(testUser),
      '/api/events': () => jsonResponse([first, second, archived]),
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Events verwalten' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Messe Wien 2026' })).closest('article')!;
    expect(within(card).getByText('01.03.2026 – 03.03.2026')).toBeInTheDocument();
    expect(within(card).getByText('Aktiv')).toBeInTheDocument();
    expect(within(card).getByText('41,7 %')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Einstellungen von Messe Wien 2026' })).toHaveAttribute(
      'href',
      '/events/ev-2/settings',
    );
    const preview = within(card).getByRole('link', { name: /Vorschau von Messe Wien 2026/ });
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview.getAttribute('rel')).toContain('noopener');
    expect(within(card).queryByText(/verbleibend/)).not.toBeInTheDocument();

    const firstCard = screen.getByRole('heading', { name: 'Gratis Expo' }).closest('article')!;
    expect(within(firstCard).getByText('3 von 10')).toBeInTheDocument();
    expect(within(firstCard).getByText('7 verbleibend')).toBeInTheDocument();
    expect(screen.queryByText('Alte Messe')).not.toBeInTheDocument();
  });

  it("shows 'Limit erreicht' on a full first event", async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse(testUser),
      '/api/events': () => jsonResponse([makeEvent({ isFirstEvent: true, leadCount: 10 })]),
    });
    renderPage();
    expect(await screen.findByText('Limit erreicht')).toBeInTheDocument();
    expect(screen.getByText('10 von 10')).toBeInTheDocument();
  });

  it('opens the payment dialog with an active event and no credits', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 0 }),
      '/api/events': () => jsonResponse([first]),
    });
    renderPage();
    await screen.findByText('Gratis Expo');
    await userEvent.click(screen.getByRole('button', { name: 'Neues Event erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weiteres Event buchen' });
    expect(within(dialog).getByText(/49,00 EUR/)).toBeInTheDocument();
    // The purchase itself is composed in by the route (billing feature); on its own the page explains.
    expect(within(dialog).getByText('Die Bezahlung wird gerade eingerichtet.')).toBeInTheDocument();
  });

  it('shows the empty state and opens the create dialog without events', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse(testUser),
      '/api/events': () => jsonResponse([]),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Noch keine Events' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Neues Event erstellen' });
    await userEvent.click(buttons[buttons.length - 1]);
    expect(await screen.findByRole('dialog', { name: 'Neues Event erstellen' })).toBeInTheDocument();
  });

  it('says in German that the events could not be loaded', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse(testUser),
      '/api/events': () => jsonResponse({ message: 'kaputt' }, 500),
    });
    renderPage();
    expect(await screen.findByText('Deine Events konnten nicht geladen werden.')).toBeInTheDocument();
  });

  it('opens the create dialog for ?open_create=true and removes the parameter', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 1 }),
      '/api/events': () => jsonResponse([first]),
    });
    renderPage('/events?open_create=true&x=1');
    expect(await screen.findByRole('dialog', { name: 'Neues Event erstellen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/events?x=1'));
  });

  it('asks the first event its name for ?auto_create=true, makes the slug from it and opens its settings', async () => {
    document.cookie = 'XSRF-TOKEN=tok';
    const posted: unknown[] = [];
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, freeEventAvailable: true }),
      '/api/events': () => jsonResponse([]),
      'POST /api/events': (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return jsonResponse({ event: makeEvent({ id: 'demo-1', name: 'IAA Mobility München' }) }, 201);
      },
    });
    const u = userEvent.setup();
    renderPage('/events?auto_create=true');
    const dialog = await screen.findByRole('dialog', { name: 'Dein erstes Event' });
    expect(posted).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Event anlegen' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name des Events/ })).toHaveAccessibleDescription(expect.stringContaining('Bitte gib dem Event einen Namen.'));
    await u.type(within(dialog).getByLabelText(/^Name des Events/), 'IAA Mobility München');
    expect(within(dialog).getByText(/\/form\/firma\/iaa-mobility-muenchen$/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Event anlegen' }));
    expect(await screen.findByText('Event angelegt')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Einstellungsseite' }, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/events/demo-1/settings');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ name: 'IAA Mobility München', slug: 'iaa-mobility-muenchen', downloadUrl: `${window.location.origin}/blog` });
    const { startDate, endDate } = posted[0] as { startDate: string; endDate: string };
    expect((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000).toBe(14);
  });

  it('says in the empty state that the next event is bought first, and opens the purchase', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 0, freeEventAvailable: false }),
      '/api/events': () => jsonResponse([archived]),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Keine aktiven Events' })).toBeInTheDocument();
    expect(screen.getByText(/Gratis-Event ist bereits verbraucht/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Event buchen – 49 €' }));
    expect(await screen.findByRole('dialog', { name: 'Weiteres Event buchen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Neues Event erstellen' })).not.toBeInTheDocument();
  });

  it("lifts the limit with a credit in hand after one confirmation ('Limit aufheben – 49 €')", async () => {
    document.cookie = 'XSRF-TOKEN=tok';
    const fetchMock = stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 1, freeEventAvailable: false }),
      '/api/events': () => jsonResponse([makeEvent({ ...first, leadCount: 10 })]),
      'POST /api/events/ev-1/upgrade': () =>
        jsonResponse({ event: makeEvent({ ...first, isFirstEvent: false }), message: 'Das Lead-Limit ist aufgehoben: Dein Event nimmt jetzt unbegrenzt Leads an.' }),
    });
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Limit aufheben – 49 €', description: 'Gratis Expo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limit aufheben' });
    expect(within(dialog).getByText(/1 Event-Credit wird eingesetzt|wird 1 Event-Credit eingesetzt/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Limit aufheben' }));
    expect(await screen.findByText('Limit aufgehoben')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === '/api/events/ev-1/upgrade' && init?.method === 'POST')).toHaveLength(1);
  });

  it('says in German that lifting the limit failed when the server fails without a message', async () => {
    document.cookie = 'XSRF-TOKEN=tok';
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 1, freeEventAvailable: false }),
      '/api/events': () => jsonResponse([makeEvent({ ...first, leadCount: 10 })]),
      'POST /api/events/ev-1/upgrade': () => new Response('Bad Gateway', { status: 502 }),
    });
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Limit aufheben – 49 €', description: 'Gratis Expo' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Limit aufheben' })).getByRole('button', { name: 'Limit aufheben' }));
    expect(await screen.findByText('Das Limit konnte nicht aufgehoben werden. Bitte versuche es erneut.')).toBeInTheDocument();
    expect(screen.queryByText(/Network error|HTTP 502/)).not.toBeInTheDocument();
  });

  it('without a credit, buys one for the event first', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 0, freeEventAvailable: false }),
      '/api/events': () => jsonResponse([makeEvent({ ...first, leadCount: 10 })]),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Limit aufheben – 49 €', description: 'Gratis Expo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limit aufheben – 49 €' });
    expect(within(dialog).getByText(/hebt das Limit von „Gratis Expo“ auf/)).toBeInTheDocument();
  });

  it('upgrades by itself when back from a purchase made for it (?upgrade=…&after_payment=true)', async () => {
    document.cookie = 'XSRF-TOKEN=tok';
    const fetchMock = stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 1, freeEventAvailable: false }),
      '/api/events': () => jsonResponse([first]),
      'POST /api/events/ev-1/upgrade': () => jsonResponse({ event: makeEvent({ ...first, isFirstEvent: false }), message: 'Das Lead-Limit ist aufgehoben.' }),
    });
    renderPage('/events?upgrade=ev-1&after_payment=true');
    expect(await screen.findByText('Limit aufgehoben')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/events$/));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/events/ev-1/upgrade')).toHaveLength(1);
  });

  it('does not buy twice when the credit is still on its way back from the payment', async () => {
    const fetchMock = stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 0, freeEventAvailable: false }),
      '/api/events': () => jsonResponse([first]),
    });
    renderPage('/events?upgrade=ev-1&after_payment=true');
    expect(await screen.findByText('Zahlung wird verarbeitet')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("asks before spending a credit when the limit mail's link opens the page (?upgrade=…)", async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 2, freeEventAvailable: false }),
      '/api/events': () => jsonResponse([first, second]),
    });
    renderPage('/events?upgrade=ev-1');
    expect(await screen.findByRole('dialog', { name: 'Limit aufheben' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/events$/));
  });

  it('creates nothing for ?auto_create=true when events exist, but follows the create button rule', async () => {
    const fetchMock = stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 0 }),
      '/api/events': () => jsonResponse([first]),
    });
    renderPage('/events?auto_create=true');
    expect(await screen.findByRole('dialog', { name: 'Weiteres Event buchen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/events$/));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('generates the slug, validates, posts and goes to the settings after 0.5 s', async () => {
    document.cookie = 'XSRF-TOKEN=tok';
    let posted: unknown;
    const fetchMock = stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 2 }),
      '/api/events': () => jsonResponse([first]),
      'POST /api/events': (init) => {
        posted = JSON.parse(String(init?.body));
        return jsonResponse({ event: makeEvent({ id: 'new-1', name: 'Messe Wien 2026' }) }, 201);
      },
    });
    renderPage();
    await screen.findByText('Gratis Expo');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Neues Event erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Event erstellen' });
    await u.type(within(dialog).getByLabelText(/^Name/), 'Messe Wien 2026!');
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveValue('messe-wien-2026');

    await u.click(within(dialog).getByRole('button', { name: 'Event erstellen' }));
    expect(within(dialog).getByLabelText(/^Startdatum/)).toHaveAccessibleDescription('Startdatum ist erforderlich');

    await u.type(within(dialog).getByLabelText(/^Startdatum/), '2026-03-05');
    await u.type(within(dialog).getByLabelText(/^Enddatum/), '2026-03-01');
    await u.type(within(dialog).getByLabelText(/^Download/), 'https://example.com/k.pdf');
    await u.click(within(dialog).getByRole('button', { name: 'Event erstellen' }));
    expect(within(dialog).getByLabelText(/^Enddatum/)).toHaveAccessibleDescription('Das Enddatum darf nicht vor dem Startdatum liegen');

    await u.clear(within(dialog).getByLabelText(/^Enddatum/));
    await u.type(within(dialog).getByLabelText(/^Enddatum/), '2026-03-07');
    await u.click(within(dialog).getByRole('button', { name: 'Event erstellen' }));

    await waitFor(() => expect(posted).toBeDefined());
    expect(posted).toEqual({
      name: 'Messe Wien 2026!',
      slug: 'messe-wien-2026',
      startDate: '2026-03-05',
      endDate: '2026-03-07',
      downloadUrl: 'https://example.com/k.pdf',
      primaryColor: '#3b82f6',
      secondaryColor: '#007E87',
    });
    expect(await screen.findByText('Event erstellt')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Einstellungsseite' }, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/events/new-1/settings');
    const meCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/me');
    expect(meCalls.length).toBeGreaterThanOrEqual(2);
    // types about 60 characters one by one: more than vitest's 5 s when the machine is busy
  }, 15_000);

  it('transliterates the name for the slug: umlauts and ß spelt out, accents dropped', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 2 }),
      '/api/events': () => jsonResponse([first]),
    });
    renderPage();
    await screen.findByText('Gratis Expo');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Neues Event erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Event erstellen' });
    const name = within(dialog).getByLabelText(/^Name/);
    await u.type(name, 'IAA Mobility München');
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveValue('iaa-mobility-muenchen');
    await u.clear(name);
    await u.type(name, 'Mariahilfer Straße – Café Crème');
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveValue('mariahilfer-strasse-cafe-creme');
  });

  it('shows the server message in the dialog when creating fails', async () => {
    document.cookie = 'XSRF-TOKEN=tok';
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...testUser, eventCredits: 2 }),
      '/api/events': () => jsonResponse([]),
      'POST /api/events': () => jsonResponse({ message: 'Slug bereits vergeben' }, 409),
    });
    renderPage();
    const u = userEvent.setup();
    await screen.findByText('Noch keine Events');
    await u.click(screen.getAllByRole('button', { name: 'Neues Event erstellen' })[0]);
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText(/^Name/), 'Expo');
    await u.type(within(dialog).getByLabelText(/^Startdatum/), '2026-03-05');
    await u.type(within(dialog).getByLabelText(/^Enddatum/), '2026-03-05');
    await u.type(within(dialog).getByLabelText(/^Download/), 'https://example.com/k.pdf');
    await u.click(within(dialog).getByRole('button', { name: 'Event erstellen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Slug bereits vergeben');
  });
});

describe('QR dialog', () => {
  it('shows the code, copies the link and downloads PNG and SVG with the event file name', async () => {
    const fetchMock = stubApi({
      '/api/auth/me': () => jsonResponse(testUser),
      '/api/events': () => jsonResponse([second]),
      '/api/events/ev-2/qr': () =>
        jsonResponse({ qrCode: 'data:image/png;base64,AAAA', formUrl: 'http://localhost/form/firma/messe' }),
      '/api/events/ev-2/qr.svg': () => new Response('<svg xmlns="http://www.w3.org/2000/svg"></svg>', { headers: { 'Content-Type': 'image/svg+xml' } }),
    });
    const u = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download}|${this.href}`);
    });
    URL.createObjectURL = vi.fn(() => 'blob:qr');
    URL.revokeObjectURL = vi.fn();

    renderPage();
    await u.click(await screen.findByRole('button', { name: 'QR-Code für Messe Wien 2026 anzeigen' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: /QR-Code zum Formular/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(within(dialog).getByRole('link', { name: 'http://localhost/form/firma/messe' })).toBeInTheDocument();
    // the note that the first download fixes the address is read before the downloads
    const note = within(dialog).getByRole('note');
    expect(note).toHaveTextContent('Mit dem ersten Download wird die Formular-Adresse fest');
    expect(note.compareDocumentPosition(within(dialog).getByRole('button', { name: 'PNG herunterladen' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await u.click(within(dialog).getByRole('button', { name: 'Link kopieren' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/form/firma/messe');

    await u.click(within(dialog).getByRole('button', { name: 'PNG herunterladen' }));
    await u.click(within(dialog).getByRole('button', { name: 'SVG herunterladen' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    // the files come from the server, which fixes the slug with the first download
    expect(downloads[0]).toBe(`qr-code-messe-wien-2026.png|${window.location.origin}/api/events/ev-2/qr.png`);
    expect(downloads[1]).toBe('qr-code-messe-wien-2026.svg|blob:qr');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/events/ev-2/qr.svg')).toBe(true);
    // the list is read again: its cards and the settings now show the fixed slug
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/events').length).toBeGreaterThanOrEqual(2));
  });

  it('offers the stand poster as A4 and A5 PDF downloads', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse(testUser),
      '/api/events': () => jsonResponse([second]),
      '/api/events/ev-2/qr': () => jsonResponse({ qrCode: 'data:image/png;base64,AAAA', formUrl: 'http://localhost/form/firma/messe' }),
    });
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'QR-Code für Messe Wien 2026 anzeigen' }));
    const dialog = await screen.findByRole('dialog');
    const a4 = await within(dialog).findByRole('link', { name: 'Poster A4 (PDF)' });
    const a5 = within(dialog).getByRole('link', { name: 'Poster A5 (PDF)' });
    expect(a4).toHaveAttribute('href', '/api/events/ev-2/qr/poster.pdf?size=A4');
    expect(a5).toHaveAttribute('href', '/api/events/ev-2/qr/poster.pdf?size=A5');
    expect(a4).toHaveAttribute('download');
    expect(a5).toHaveAttribute('download');
    // reachable with the keyboard, after the SVG button
    within(dialog).getByRole('button', { name: 'SVG herunterladen' }).focus();
    await u.tab();
    expect(a4).toHaveFocus();
    await u.tab();
    expect(a5).toHaveFocus();
  });

  it("shows 'URL-Fehler' when the form URL has no /form/", async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse(testUser),
      '/api/events': () => jsonResponse([second]),
      '/api/events/ev-2/qr': () => jsonResponse({ qrCode: 'data:image/png;base64,AAAA', formUrl: 'http://localhost/x' }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'QR-Code für Messe Wien 2026 anzeigen' }));
    expect(await screen.findByText('URL-Fehler')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PNG herunterladen' })).not.toBeInTheDocument();
  });

  it('toasts a load failure', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse(testUser),
      '/api/events': () => jsonResponse([second]),
      '/api/events/ev-2/qr': () => jsonResponse({ message: 'weg' }, 500),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'QR-Code für Messe Wien 2026 anzeigen' }));
    expect(await screen.findAllByText('QR-Code konnte nicht geladen werden.')).not.toHaveLength(0);
  });

  it('toasts an SVG download failure', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse(testUser),
      '/api/events': () => jsonResponse([second]),
      '/api/events/ev-2/qr': () => jsonResponse({ qrCode: 'data:image/png;base64,AAAA', formUrl: 'http://localhost/form/a/b' }),
      '/api/events/ev-2/qr?format=svg': () => jsonResponse({ message: 'weg' }, 500),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'QR-Code für Messe Wien 2026 anzeigen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'SVG herunterladen' }));
    expect(await screen.findByText('Download fehlgeschlagen')).toBeInTheDocument();
    expect(screen.getByText('SVG konnte nicht heruntergeladen werden.')).toBeInTheDocument();
  });
});
