import { EVENT_TEXT_DEFAULTS_DE } from '@fairleads/shared/event-text-defaults';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ME_QUERY_KEY } from '@/lib/auth';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { EventSettingsPage } from './event-settings-page';

const me = { id: 1, name: 'Erika Muster', email: 'erika@firma.de', companySlug: 'firma', eventCredits: 3, role: 'user' };

/** As the server answers a new event: the default texts as text. */
const event = {
  id: '42',
  name: 'Messe Wien',
  slug: 'messe-wien',
  startDate: '2026-03-01',
  endDate: '2026-03-03',
  status: 'active',
  primaryColor: '#3b82f6',
  secondaryColor: '#007E87',
  backgroundColor: '#007E87',
  downloadUrl: 'https://example.com/file.pdf',
  doubleOptIn: true,
  doiEmailSubject: EVENT_TEXT_DEFAULTS_DE.doiEmailSubject,
  doiEmailBody: EVENT_TEXT_DEFAULTS_DE.doiEmailBody,
  welcomeEmailSubject: EVENT_TEXT_DEFAULTS_DE.welcomeEmailSubject,
  welcomeEmailBody: 'Servus {{name}}, hier: {{downloadUrl}}',
  ctaButtonText: EVENT_TEXT_DEFAULTS_DE.ctaButtonText,
  leadCount: 0,
  confirmedLeadCount: 0,
  conversionRate: 0,
  isFirstEvent: true,
  leadLimitReached: false,
  formUrl: 'https://fairleads.de/form/firma/messe-wien',
};

function stubApi(handlers: Record<string, (body: unknown) => Response>) {
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

async function openEmailsTab(detail: object = event) {
  const put = vi.fn((body: unknown) => jsonResponse({ ...detail, ...(body as object) }));
  stubApi({ 'GET /api/events/42': () => jsonResponse(detail), 'PUT /api/events/42': put });
  const result = renderWithProviders(
    <Routes>
      <Route path="/events/:eventId/settings" element={<EventSettingsPage />} />
    </Routes>,
    { route: '/events/42/settings?tab=emails' },
  );
  result.queryClient.setQueryData(ME_QUERY_KEY, me);
  await screen.findByRole('tab', { name: 'E-Mails', selected: true });
  return put;
}

/** The hint line under a field: says 'Standardtext' or offers to restore it. */
const hintOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby')!)!;

describe('E-mail tab: the real texts and the preview', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the default subject and body as editable text, marked as the default', async () => {
    await openEmailsTab();
    const body = screen.getByLabelText('Text der Double Opt-In E-Mail');
    expect(body).toHaveValue(EVENT_TEXT_DEFAULTS_DE.doiEmailBody);
    expect(within(hintOf(body)).getByText('Standardtext')).toBeInTheDocument();
    expect(screen.getByLabelText('Betreff der Double Opt-In E-Mail')).toHaveValue('Bestätige deine Kontaktdaten');
    // the placeholders are explained next to the fields
    const doi = screen.getByRole('heading', { name: 'Double Opt-In E-Mail' }).closest('section')!;
    expect(within(doi).getByText('{{confirmationUrl}}')).toBeInTheDocument();
    expect(within(doi).getByText('Link, mit dem der Besucher seine E-Mail-Adresse bestätigt')).toBeInTheDocument();
  });

  it('fills in the default body for an event whose server sent none (stored before the texts were shown)', async () => {
    await openEmailsTab({ ...event, doiEmailBody: null });
    expect(screen.getByLabelText('Text der Double Opt-In E-Mail')).toHaveValue(EVENT_TEXT_DEFAULTS_DE.doiEmailBody);
  });

  it('restores the default text of an own text and saves it, with an undo', async () => {
    const put = await openEmailsTab();
    const body = screen.getByLabelText('Text der Willkommens-E-Mail');
    expect(body).toHaveValue('Servus {{name}}, hier: {{downloadUrl}}');
    expect(within(hintOf(body)).getByText('Eigener Text')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await u.click(within(hintOf(body)).getByRole('button', { name: 'Standardtext wiederherstellen' }));
    expect(body).toHaveValue(EVENT_TEXT_DEFAULTS_DE.welcomeEmailBody);
    expect(within(hintOf(body)).getByText('Standardtext')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0][0]).toMatchObject({ welcomeEmailBody: EVENT_TEXT_DEFAULTS_DE.welcomeEmailBody });

    // sonner's toast reacts to pointer events jsdom cannot capture: a plain click
    fireEvent.click(await screen.findByRole('button', { name: 'Rückgängig' }));
    expect(body).toHaveValue('Servus {{name}}, hier: {{downloadUrl}}');
  });

  it('says so when a text is emptied: the default is sent', async () => {
    await openEmailsTab();
    const subject = screen.getByLabelText('Betreff der Double Opt-In E-Mail');
    fireEvent.change(subject, { target: { value: '' } });
    expect(within(hintOf(subject)).getByText('Leer: Es wird der Standardtext gesendet.')).toBeInTheDocument();
    expect(within(hintOf(subject)).getByRole('button', { name: 'Standardtext wiederherstellen' })).toBeInTheDocument();
  });

  it('shows the server-rendered mail in a sandboxed frame, switches DOI/Willkommen and language, and loads again after a save', async () => {
    await openEmailsTab();
    const frame = screen.getByTitle('Vorschau: Double Opt-In-E-Mail (Deutsch)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('src', '/api/events/42/mail-preview?type=doi&v=0');
    expect(screen.getByText('Vorschau wird aktualisiert...')).toBeInTheDocument();
    fireEvent.load(frame);
    expect(screen.queryByText('Vorschau wird aktualisiert...')).not.toBeInTheDocument();

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Willkommen' }));
    await u.click(screen.getByRole('button', { name: 'Englisch' }));
    expect(screen.getByRole('button', { name: 'Willkommen' })).toHaveAttribute('aria-pressed', 'true');
    const welcome = screen.getByTitle('Vorschau: Willkommen-E-Mail (Englisch)');
    expect(welcome).toHaveAttribute('src', '/api/events/42/mail-preview?type=welcome&lang=en&v=0');
    fireEvent.load(welcome);

    // an edit is stored by the auto-save: the frame asks for the new mail and shows it is loading
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Betreff der Willkommens-E-Mail'), { target: { value: 'Dein Katalog' } });
    expect(screen.getByText('Änderungen werden gespeichert – die Vorschau folgt gleich.')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(welcome).toHaveAttribute('src', '/api/events/42/mail-preview?type=welcome&lang=en&v=1');
    expect(screen.getByText('Vorschau wird aktualisiert...')).toBeInTheDocument();
  });
});
