import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ME_QUERY_KEY } from '@/lib/auth';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { englishFallback, toSettings, type EventDetail } from '../types';
import { EventSettingsPage } from './event-settings-page';

const me = { id: 1, name: 'Erika Muster', email: 'erika@firma.de', companySlug: 'firma', eventCredits: 3, role: 'user' };

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
  introText: 'Hol dir unser Whitepaper',
  doubleOptIn: true,
  privacyText: 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden. Jede E-Mail an mich enthält einen Link, mit dem ich meine Daten jederzeit löschen kann.',
  submitButtonText: 'Jetzt anfordern',
  doiEmailSubject: 'Bestätige deine Kontaktdaten',
  introTextEn: null,
  privacyTextEn: null,
  submitButtonTextEn: null,
  doiEmailSubjectEn: 'Please confirm',
  doiEmailBodyEn: null,
  welcomeEmailSubjectEn: null,
  welcomeEmailBodyEn: null,
  ctaButtonTextEn: null,
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

function renderPage() {
  const result = renderWithProviders(
    <Routes>
      <Route path="/events/:eventId/settings" element={<EventSettingsPage />} />
    </Routes>,
    { route: '/events/42/settings' },
  );
  result.queryClient.setQueryData(ME_QUERY_KEY, me);
  return result;
}

/** The 'Englische Texte (optional)' part of a tab, found by its summary. */
function englishSection(index = 0): HTMLDetailsElement {
  return screen.getAllByText('Englische Texte (optional)')[index].closest('details') as HTMLDetailsElement;
}

describe('English texts in the event settings', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a closed section in the general tab that explains the fallback and saves the English intro', async () => {
    const put = vi.fn((body: unknown) => jsonResponse({ ...event, ...(body as object) }));
    stubApi({ 'GET /api/events/42': () => jsonResponse(event), 'PUT /api/events/42': put });
    const u = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Einleitungstext');
    const section = englishSection();
    expect(section.open).toBe(false);
    expect(within(section).getByText('0 von 1 ausgefüllt')).toBeInTheDocument();
    await u.click(within(section).getByText('Englische Texte (optional)'));
    expect(section.open).toBe(true);
    expect(within(section).getByText(/Leere Felder verwenden deinen deutschen Text/)).toBeInTheDocument();

    const intro = within(section).getByLabelText('Einleitungstext (Englisch)');
    expect(intro).toHaveAttribute('lang', 'en');
    // empty: English visitors read the German intro meanwhile
    expect(intro).toHaveAttribute('placeholder', 'Hol dir unser Whitepaper');
    vi.useFakeTimers();
    fireEvent.change(intro, { target: { value: 'Get our white paper' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0][0]).toMatchObject({ introText: 'Hol dir unser Whitepaper', introTextEn: 'Get our white paper', doiEmailSubjectEn: 'Please confirm', privacyTextEn: '' });
    expect(within(section).getByText('1 von 1 ausgefüllt')).toBeInTheDocument();
  });

  it('shows in the form tab what English visitors get: our English default or the organiser’s own German text', async () => {
    stubApi({ 'GET /api/events/42': () => jsonResponse(event) });
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole('tab', { name: 'Formular' }));
    await u.click(within(englishSection()).getByText('Englische Texte (optional)'));
    // the German privacy text is still ours: the English default; the button text is the organiser's own
    expect(screen.getByLabelText('Datenschutz-Text (Englisch)')).toHaveAttribute('placeholder', 'I agree that my data is processed according to the privacy policy. Every e-mail to me contains a link to delete my data at any time.');
    expect(screen.getByLabelText('Text des Absende-Buttons (Englisch)')).toHaveAttribute('placeholder', 'Jetzt anfordern');
  });

  it('opens the DOI mail’s English part when it has a text; a second button sends the English test mail', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'GET /api/events/42': () => jsonResponse(event),
      'POST /api/events/42/test-email': (b) => {
        bodies.push(b);
        return jsonResponse({ message: 'Test-E-Mail gesendet' });
      },
    });
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole('tab', { name: 'E-Mails' }));
    const [doi, welcome] = [englishSection(0), englishSection(1)];
    expect(doi.open).toBe(true);
    expect(welcome.open).toBe(false);
    expect(within(doi).getByText('1 von 2 ausgefüllt')).toBeInTheDocument();
    expect(within(doi).getByLabelText('Betreff der Double Opt-In E-Mail (Englisch)')).toHaveValue('Please confirm');
    expect(within(doi).getByLabelText('Text der Double Opt-In E-Mail (Englisch)').getAttribute('placeholder')).toMatch(/^Hello\{\{#if name\}\} \{\{name\}\}\{\{\/if\}\},\n\nthank you for your interest!/);
    expect(within(welcome).getByLabelText('Text des Download-Buttons (Englisch)')).toHaveAttribute('placeholder', '📥 Download now');

    await u.click(screen.getByRole('button', { name: 'Englische Test-E-Mail (Double Opt-In)' }));
    expect(await screen.findByText('Test-E-Mail gesendet')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Test-E-Mail (Double Opt-In)' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([{ type: 'doi', lang: 'en' }, { type: 'doi' }]);
  });
});

describe('englishFallback', () => {
  const base = toSettings(event as unknown as EventDetail);

  it('is the organiser’s German text once it differs from our German default, else our English default', () => {
    expect(englishFallback(base, 'submitButtonText')).toBe('Jetzt anfordern');
    expect(englishFallback(base, 'privacyText')).toBe('I agree that my data is processed according to the privacy policy. Every e-mail to me contains a link to delete my data at any time.');
    expect(englishFallback(base, 'doiEmailSubject')).toBe('Please confirm your contact details');
    expect(englishFallback({ ...base, doiEmailSubject: 'Bitte bestätigen' }, 'doiEmailSubject')).toBe('Bitte bestätigen');
    expect(englishFallback({ ...base, introText: '' }, 'introText')).toBe('');
    expect(englishFallback(base, 'welcomeEmailBody')).toMatch(/thank you for confirming/);
  });
});
