import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ME_QUERY_KEY } from '@/lib/auth';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { EventSettingsPage } from './event-settings-page';

const me = { id: 1, name: 'Erika Muster', email: 'erika@firma.de', companySlug: 'firma', eventCredits: 3, role: 'user' };

const event = {
  id: '42',
  name: 'Messe Wien',
  slug: 'messe-wien',
  startDate: '2026-03-01',
  endDate: '2026-03-03',
  status: 'active',
  logoUrl: null,
  headerImageUrl: null,
  primaryColor: '#3b82f6',
  secondaryColor: '#007E87',
  backgroundColor: '#007E87',
  downloadUrl: 'https://example.com/file.pdf',
  introText: 'Hol dir unser Whitepaper',
  doubleOptIn: true,
  nameRequired: false,
  customField1: 'Firma',
  customField1Required: true,
  customField1Options: ['A GmbH', 'B AG'],
  customField2: '',
  leadCount: 0,
  confirmedLeadCount: 0,
  conversionRate: 0,
  isFirstEvent: true,
  leadLimitReached: false,
  formUrl: 'https://fairleads.de/form/firma/messe-wien',
};

type Handler = (body: unknown) => Response | Promise<Response>;

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

/** The settings' own fields (the live preview beside them has a 'Name' field of its own). */
const fields = async () => within(await screen.findByRole('tabpanel'));

function renderPage() {
  const result = renderWithProviders(
    <Routes>
      <Route path="/events/:eventId/settings" element={<EventSettingsPage />} />
      <Route path="/events" element={<h1>Events-Liste</h1>} />
    </Routes>,
    { route: '/events/42/settings' },
  );
  result.queryClient.setQueryData(ME_QUERY_KEY, me);
  return result;
}

describe('EventSettingsPage', () => {
  it('shows loading, then the five tabs with the loaded values', async () => {
    stubApi({ 'GET /api/events/42': () => jsonResponse(event) });
    renderPage();
    expect(screen.getAllByText('Event wird geladen...').length).toBeGreaterThan(0);
    expect((await fields()).getByLabelText(/^Name/)).toHaveValue('Messe Wien');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Grundlagen', 'Formular', 'E-Mails', 'Follow-ups', 'Funnel']);
    expect((await fields()).getByText('Name', { selector: 'label' }).textContent).toContain('*');
    expect(screen.getByRole('button', { name: 'Formular öffnen' })).toBeEnabled();
  });

  it('tells in the archive card when the backup is mailed and the data deleted', async () => {
    stubApi({ 'GET /api/events/42': () => jsonResponse({ ...event, backupDate: '2026-04-01', dataDeletionDate: '2026-04-29' }) });
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Event archivieren' })).closest('section')!;
    expect(within(card).getByText('Am 01.04.2026 schicken wir dir ein CSV-Backup der Leads per E-Mail, am 29.04.2026 werden die Daten gelöscht. Das gilt auch für archivierte Events.')).toBeInTheDocument();
  });

  it('shows "Event nicht gefunden" for 404', async () => {
    stubApi({ 'GET /api/events/42': () => jsonResponse({ message: 'Event nicht gefunden' }, 404) });
    renderPage();
    expect(await screen.findByText('Event nicht gefunden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Event-Übersicht' })).toBeInTheDocument();
  });

  it('auto-saves an edit with one PUT of the full settings 1 s after the change', async () => {
    const put = vi.fn((body: unknown) => jsonResponse({ ...event, ...(body as object) }));
    stubApi({ 'GET /api/events/42': () => jsonResponse(event), 'PUT /api/events/42': put });
    renderPage();
    const intro = await screen.findByLabelText('Einleitungstext');
    vi.useFakeTimers();
    fireEvent.change(intro, { target: { value: 'Neu' } });
    expect(screen.getByText('Speichert...')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(put).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(put).toHaveBeenCalledTimes(1);
    const body = put.mock.calls[0][0] as Record<string, unknown>;
    expect(body).toMatchObject({ introText: 'Neu', name: 'Messe Wien', slug: 'messe-wien', doubleOptIn: true });
    expect(body.customField1Options).toEqual(['A GmbH', 'B AG']);
    expect(screen.getByText('Gespeichert')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.queryByText('Gespeichert')).not.toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('lets the slug follow a rename until the address is published, and not after a slug set by hand', async () => {
    const following = { ...event, slugFollowsName: true, slugFixedBy: null };
    stubApi({ 'GET /api/events/42': () => jsonResponse(following), 'PUT /api/events/42': (body) => jsonResponse({ ...following, ...(body as object) }) });
    renderPage();
    const u = userEvent.setup();
    const name = (await fields()).getByLabelText(/^Name/);
    const slug = screen.getByLabelText(/^Slug/);
    expect(screen.getByText(/Folgt dem Namen, bis die Formular-Adresse veröffentlicht ist/)).toBeInTheDocument();
    await u.clear(name);
    await u.type(name, 'IAA Mobility München');
    expect(slug).toHaveValue('iaa-mobility-muenchen');
    await u.clear(slug);
    await u.type(slug, 'iaa');
    await u.type(name, ' 2027');
    expect(slug).toHaveValue('iaa');
    expect(await screen.findByText('Gespeichert', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows a published slug as fixed and says why', async () => {
    const fixed = { ...event, slugFollowsName: true, slugFixedBy: 'qr' };
    stubApi({ 'GET /api/events/42': () => jsonResponse(fixed), 'PUT /api/events/42': (body) => jsonResponse({ ...fixed, ...(body as object) }) });
    renderPage();
    const u = userEvent.setup();
    const name = (await fields()).getByLabelText(/^Name/);
    const slug = screen.getByLabelText(/^Slug/);
    expect(slug).toHaveAttribute('readonly');
    expect(screen.getByText(/Fest, seit der QR-Code heruntergeladen wurde/)).toBeInTheDocument();
    await u.type(name, ' 2027');
    expect(slug).toHaveValue('messe-wien');
    expect(await screen.findByText('Gespeichert', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('manual save sends at once; a server error shows the indicator and toast', async () => {
    const put = vi.fn(() => jsonResponse({ message: 'Slug bereits vergeben' }, 400));
    stubApi({ 'GET /api/events/42': () => jsonResponse(event), 'PUT /api/events/42': put });
    const u = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Einleitungstext');
    await u.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Fehler beim Speichern')).toBeInTheDocument();
    expect(await screen.findByText('Änderungen nicht gespeichert')).toBeInTheDocument();
    expect(screen.getByText('Slug bereits vergeben')).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
  });

  it("marks 'katalog.pdf' at the download field before saving, saves the other changes and says what did not save", async () => {
    const put = vi.fn((body: unknown) => jsonResponse({ ...event, ...(body as object) }));
    stubApi({ 'GET /api/events/42': () => jsonResponse(event), 'PUT /api/events/42': put });
    const u = userEvent.setup();
    renderPage();
    const download = await screen.findByLabelText(/^Download-\/Content-URL/);
    await u.clear(download);
    await u.type(download, 'katalog.pdf');
    await u.clear(screen.getByLabelText('Einleitungstext'));
    await u.type(screen.getByLabelText('Einleitungstext'), 'Neu');

    await waitFor(() => expect(put).toHaveBeenCalled(), { timeout: 3000 });
    const body = put.mock.calls.at(-1)![0] as Record<string, unknown>;
    expect(body).toMatchObject({ introText: 'Neu', name: 'Messe Wien' });
    expect(body).not.toHaveProperty('downloadUrl');
    expect(download).toHaveAttribute('aria-invalid', 'true');
    expect(download).toHaveAccessibleDescription(expect.stringContaining('Bitte gib eine gültige URL an (http:// oder https://).'));
    expect(await screen.findByText('Nicht gespeichert: Download-/Content-URL')).toBeInTheDocument();
    expect(screen.getByText('Teilweise gespeichert')).toBeInTheDocument();
    expect(screen.queryByText('Änderungen nicht gespeichert')).not.toBeInTheDocument();

    // fixing it saves it, and the marks go
    await u.clear(download);
    await u.type(download, 'https://example.com/katalog.pdf');
    expect(download).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(put.mock.calls.at(-1)![0]).toMatchObject({ downloadUrl: 'https://example.com/katalog.pdf' }), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText(/^Nicht gespeichert/)).not.toBeInTheDocument());
    // two auto-saves (1 s after typing each) and four typed fields: over 3 s on an idle machine, so the 5 s default is too tight under load
  }, 15_000);

  it("marks a field the server refuses with the server's sentence, still saves the rest, and leads to the field on its tab", async () => {
    const tooLong = 'Der Text des Absende-Buttons darf höchstens 80 Zeichen lang sein.';
    const bodies: Record<string, unknown>[] = [];
    stubApi({
      'GET /api/events/42': () => jsonResponse(event),
      'PUT /api/events/42': (body) => {
        bodies.push(body as Record<string, unknown>);
        if ('submitButtonText' in (body as object)) return jsonResponse({ statusCode: 400, message: tooLong, errors: { submitButtonText: tooLong } }, 400);
        return jsonResponse({ ...event, ...(body as object) });
      },
    });
    const u = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Einleitungstext');
    await u.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Nicht gespeichert: Text des Absende-Buttons')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ name: 'Messe Wien', introText: 'Hol dir unser Whitepaper' });
    expect(bodies[1]).not.toHaveProperty('submitButtonText');
    expect(screen.queryByText('Änderungen nicht gespeichert')).not.toBeInTheDocument();
    // the manual save goes to the field, on the tab 'Formular'
    const field = await screen.findByLabelText('Text des Absende-Buttons');
    expect(screen.getByRole('tab', { name: 'Formular' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(tooLong);
  });

  it('marks the slug when the server answers 409 for it, and saves the rest', async () => {
    const taken = 'Du hast bereits ein Event mit diesem Slug. Bitte wähle einen anderen.';
    const bodies: Record<string, unknown>[] = [];
    stubApi({
      'GET /api/events/42': () => jsonResponse(event),
      'PUT /api/events/42': (body) => {
        bodies.push(body as Record<string, unknown>);
        if ('slug' in (body as object)) return jsonResponse({ statusCode: 409, message: taken }, 409);
        return jsonResponse({ ...event, ...(body as object) });
      },
    });
    const u = userEvent.setup();
    renderPage();
    const slug = await screen.findByLabelText(/^Slug/);
    await u.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Nicht gespeichert: Slug')).toBeInTheDocument();
    expect(bodies[1]).not.toHaveProperty('slug');
    expect(bodies[1]).toMatchObject({ name: 'Messe Wien' });
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(taken));
  });

  it('asks before switching double opt-in off; switching on is immediate', async () => {
    stubApi({ 'GET /api/events/42': () => jsonResponse(event), 'PUT /api/events/42': (b) => jsonResponse({ ...event, ...(b as object) }) });
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole('tab', { name: 'Formular' }));
    const doi = screen.getByRole('switch', { name: 'Double Opt-In' });
    expect(doi).toHaveAttribute('aria-checked', 'true');
    await u.click(doi);
    let dialog = await screen.findByRole('dialog', { name: 'Double Opt-In deaktivieren?' });
    expect(dialog).toHaveTextContent('Willst du Double Opt-In wirklich deaktivieren? Das ist gegen die DSGVO und kann rechtliche Konsequenzen haben.');
    await u.click(within(dialog).getByRole('button', { name: 'Nein' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Double Opt-In' })).toHaveAttribute('aria-checked', 'true');
    await u.click(screen.getByRole('switch', { name: 'Double Opt-In' }));
    dialog = await screen.findByRole('dialog', { name: 'Double Opt-In deaktivieren?' });
    await u.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(screen.getByRole('switch', { name: 'Double Opt-In' })).toHaveAttribute('aria-checked', 'false');
    await u.click(screen.getByRole('switch', { name: 'Double Opt-In' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Double Opt-In' })).toHaveAttribute('aria-checked', 'true');
  });

  it('the preview is the visitor form with the unsaved values: its labels, its colours, its confirmation page', async () => {
    stubApi({ 'GET /api/events/42': () => jsonResponse(event), 'PUT /api/events/42': (b) => jsonResponse({ ...event, ...(b as object) }) });
    const u = userEvent.setup();
    renderPage();
    const hex = await screen.findByRole('textbox', { name: 'Primärfarbe als Hex-Wert' });
    const preview = within(screen.getByTestId('phone-preview'));
    const page = screen.getByTestId('phone-preview').querySelector<HTMLElement>('.vp')!;
    // the default blue #3b82f6 is drawn a shade deeper (#326fd1) so that white text stays readable
    expect(page.style.getPropertyValue('--vp-primary')).toBe('#326fd1');
    fireEvent.change(hex, { target: { value: '#b91c1c' } });
    expect(page.style.getPropertyValue('--vp-primary')).toBe('#b91c1c');

    expect(preview.getByRole('heading', { name: 'Messe Wien' })).toBeInTheDocument();
    expect(preview.getByText('Hol dir unser Whitepaper')).toBeInTheDocument();
    // the visitor form's own labels: no 'E-Mail *', the name marked optional, the choices of 'Firma'
    expect(preview.getByLabelText('E-Mail-Adresse')).toHaveAttribute('placeholder', 'name@beispiel.de');
    expect(preview.getByLabelText('Name (optional)')).toBeInTheDocument();
    expect(within(preview.getByLabelText('Firma')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bitte wählen', 'A GmbH', 'B AG']);
    expect(preview.getByRole('button', { name: 'Daten übergeben' })).toBeInTheDocument();
    expect(preview.queryByText(/\*/)).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Erfolg' }));
    expect(preview.getByRole('heading', { name: 'Bitte bestätige deine E-Mail-Adresse' })).toBeInTheDocument();
    expect(preview.getByText('erika.musterfrau@beispiel.de')).toBeInTheDocument();
  });

  it('sends a test e-mail, ticks the checklist again, and reports a failure', async () => {
    let calls = 0;
    let readinessReads = 0;
    stubApi({
      'GET /api/events/42': () => jsonResponse(event),
      'GET /api/events/42/readiness': () => {
        readinessReads += 1;
        return jsonResponse({ ready: false, items: [{ id: 'testMail', ok: readinessReads > 1, reason: 'Test-E-Mail' }] });
      },
      'POST /api/events/42/test-email': (b) => {
        calls += 1;
        expect(b).toEqual({ type: calls === 1 ? 'doi' : 'welcome' });
        return calls === 1 ? jsonResponse({ message: 'Test-E-Mail gesendet' }) : jsonResponse({ message: 'Zu viele Test-E-Mails' }, 429);
      },
    });
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole('tab', { name: 'E-Mails' }));
    await u.click(screen.getByRole('button', { name: 'Test-E-Mail (Double Opt-In)' }));
    // the toast, and the checklist's item once it is read again
    await waitFor(() => expect(readinessReads).toBe(2));
    expect(await screen.findAllByText('Test-E-Mail gesendet')).toHaveLength(2);
    await u.click(screen.getByRole('button', { name: 'Test-E-Mail (Willkommen)' }));
    expect(await screen.findByText('Fehler beim Senden')).toBeInTheDocument();
    expect(screen.getByText('Zu viele Test-E-Mails')).toBeInTheDocument();
  });

  it('archives after confirm and returns to /events', async () => {
    const archive = vi.fn(() => jsonResponse({ ...event, status: 'archived' }));
    stubApi({ 'GET /api/events/42': () => jsonResponse(event), 'POST /api/events/42/archive': archive });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const u = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('button', { name: 'Event archivieren' });
    await u.click(button);
    expect(confirm).toHaveBeenCalledWith('Event wirklich archivieren? Das Formular wird deaktiviert.');
    expect(archive).not.toHaveBeenCalled();
    await u.click(button);
    expect(await screen.findByRole('heading', { name: 'Events-Liste' })).toBeInTheDocument();
    expect(await screen.findByText('Event archiviert')).toBeInTheDocument();
    expect(archive).toHaveBeenCalledTimes(1);
  });
});
