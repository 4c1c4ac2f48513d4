import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ME_QUERY_KEY } from '@/lib/auth';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { FollowUpStatus, FollowUpStep } from '../api/follow-up-types';
import { EventSettingsPage } from './event-settings-page';

const me = { id: 1, name: 'Erika Muster', email: 'erika@firma.de', companySlug: 'firma', eventCredits: 3, role: 'user' };
const event = {
  id: '42',
  name: 'Messe Wien',
  slug: 'messe-wien',
  startDate: '2026-03-01',
  endDate: '2026-03-03',
  status: 'active',
  downloadUrl: 'https://example.com/file.pdf',
  doubleOptIn: true,
  leadCount: 0,
  confirmedLeadCount: 0,
  conversionRate: 0,
  isFirstEvent: true,
  leadLimitReached: false,
  formUrl: 'https://fairleads.de/form/firma/messe-wien',
};
const CONSENT = 'Ich stimme zu, dass meine Daten verarbeitet werden und ich weitere E-Mails zum Event bekomme.';
const status = (patch: Partial<FollowUpStatus> = {}): FollowUpStatus => ({ consentText: CONSENT, consentMentionsMail: true, steps: [], ...patch });
const savedStep: FollowUpStep = { delayDays: 2, subject: 'Danke für deinen Besuch', body: 'Hallo {{name}}, hier: {{downloadUrl}}', bookingUrl: 'https://cal.example.com/olga' };

type Handler = (body: unknown) => Response | Promise<Response>;

function stubApi(handlers: Record<string, Handler>) {
  document.cookie = 'XSRF-TOKEN=test-token';
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, body });
      const handler = handlers[key];
      if (!handler) throw new Error(`unexpected ${key}`);
      return handler(body);
    }),
  );
  return calls;
}

async function openTab({ steps = [] as FollowUpStep[], state = status(), put = ((body: unknown) => jsonResponse(body)) as Handler, more = {} as Record<string, Handler> } = {}) {
  const calls = stubApi({
    'GET /api/events/42': () => jsonResponse(event),
    'GET /api/events/42/follow-ups': () => jsonResponse(steps),
    'GET /api/events/42/follow-ups/status': () => jsonResponse(state),
    'PUT /api/events/42/follow-ups': put,
    ...more,
  });
  renderWithProviders(
    <Routes>
      <Route path="/events/:eventId/settings" element={<EventSettingsPage />} />
    </Routes>,
    { route: '/events/42/settings?tab=follow-ups', prepare: (client) => client.setQueryData(ME_QUERY_KEY, me) },
  );
  await screen.findByRole('tab', { name: 'Follow-ups', selected: true });
  return calls;
}

const stepCard = (n: number) => screen.getByRole('region', { name: new RegExp(`^Follow-up ${n} ·`) });
const puts = (calls: { key: string; body: unknown }[]) => calls.filter((call) => call.key === 'PUT /api/events/42/follow-ups');

describe('Follow-ups tab', () => {
  it('is off by default: explains what follow-ups do and offers to add one; the consent text stands beside it', async () => {
    await openTab();
    expect(await screen.findByRole('heading', { name: 'Noch keine Follow-ups' })).toBeInTheDocument();
    expect(screen.getByText(/Bis zu drei E-Mails nach der Messe, automatisch an bestätigte Kontakte/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow-up hinzufügen' })).toBeInTheDocument();
    expect(await screen.findByText(CONSENT)).toBeInTheDocument();
    expect(screen.queryByText(/Deine Einwilligung erwähnt keine weiteren E-Mails/)).not.toBeInTheDocument();
    // nothing is unsaved yet
    expect(screen.queryByText('Ungespeicherte Änderungen an den Follow-ups')).not.toBeInTheDocument();
  });

  it('adds steps with our text, right after the confirmation first, then three days later each, at most three', async () => {
    await openTab();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Follow-up hinzufügen' }));
    const first = stepCard(1);
    expect(within(first).getByRole('heading', { name: 'Follow-up 1 · sofort nach der Bestätigung' })).toBeInTheDocument();
    expect(within(first).getByLabelText('Tage nach der Bestätigung (Follow-up 1)')).toHaveFocus();
    expect(within(first).getByLabelText('Tage nach der Bestätigung (Follow-up 1)')).toHaveValue(0);
    expect(within(first).getByLabelText('Betreff von Follow-up 1')).toHaveValue('Schön, dass wir uns auf der Messe gesehen haben');
    expect(within(first).getByText('{{bookingUrl}}')).toBeInTheDocument();
    expect(within(first).getByText('Nach dem Speichern kannst du dir die E-Mail ansehen und eine Test-E-Mail senden.')).toBeInTheDocument();
    expect(screen.getByText('Ungespeicherte Änderungen an den Follow-ups')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Weiteres Follow-up hinzufügen' }));
    expect(within(stepCard(2)).getByRole('heading', { name: 'Follow-up 2 · Nach 3 Tagen' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Weiteres Follow-up hinzufügen' }));
    expect(within(stepCard(3)).getByLabelText('Tage nach der Bestätigung (Follow-up 3)')).toHaveValue(6);
    expect(screen.queryByRole('button', { name: 'Weiteres Follow-up hinzufügen' })).not.toBeInTheDocument();
    expect(screen.getByText('Mehr als drei Follow-ups sind nicht möglich.')).toBeInTheDocument();

    await u.click(within(stepCard(2)).getByRole('button', { name: 'Follow-up 2 entfernen' }));
    expect(screen.getAllByRole('region', { name: /^Follow-up \d ·/ })).toHaveLength(2);
    expect(within(stepCard(2)).getByLabelText('Tage nach der Bestätigung (Follow-up 2)')).toHaveValue(6);
  });

  it('refuses a step that comes before the one above it, and a booking link without https, at their fields: nothing is sent', async () => {
    const calls = await openTab();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Follow-up hinzufügen' }));
    await u.click(screen.getByRole('button', { name: 'Weiteres Follow-up hinzufügen' }));
    const firstDelay = within(stepCard(1)).getByLabelText('Tage nach der Bestätigung (Follow-up 1)');
    fireEvent.change(firstDelay, { target: { value: '10' } });
    fireEvent.change(within(stepCard(2)).getByLabelText('Terminlink (https) von Follow-up 2'), { target: { value: 'http://cal.example.com' } });
    await u.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Follow-ups speichern' }));

    const secondDelay = within(stepCard(2)).getByLabelText('Tage nach der Bestätigung (Follow-up 2)');
    expect(secondDelay).toHaveAccessibleDescription(expect.stringContaining('Follow-up 2 darf nicht früher kommen als Follow-up 1 (nach 10 Tagen).'));
    expect(secondDelay).toHaveAttribute('aria-invalid', 'true');
    expect(secondDelay).toHaveFocus();
    expect(within(stepCard(2)).getByLabelText('Terminlink (https) von Follow-up 2')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte gib einen Terminlink mit https:// an'),
    );
    expect(screen.getByText('Nicht gespeichert: Follow-up 2')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    // corrected: the message goes with the edit
    fireEvent.change(secondDelay, { target: { value: '12' } });
    expect(secondDelay).not.toHaveAttribute('aria-invalid');
  });

  it('saves the whole list as a bare array, then offers the preview and the test mail of the saved step', async () => {
    const calls = await openTab({
      more: { 'POST /api/events/42/follow-ups/1/test-email': () => jsonResponse({ message: 'Test-E-Mail an erika@firma.de gesendet' }) },
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Follow-up hinzufügen' }));
    const card = stepCard(1);
    fireEvent.change(within(card).getByLabelText('Tage nach der Bestätigung (Follow-up 1)'), { target: { value: '2' } });
    fireEvent.change(within(card).getByLabelText('Terminlink (https) von Follow-up 1'), { target: { value: 'https://cal.example.com/olga' } });
    await u.click(within(card).getByRole('switch', { name: 'Nur zu bestimmten Zeiten senden' }));
    const days = within(card).getByRole('group', { name: 'Wochentage von Follow-up 1' });
    await u.click(within(days).getByRole('checkbox', { name: 'Freitag' }));
    expect(within(card).getByLabelText('Zeitzone von Follow-up 1')).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    fireEvent.change(within(card).getByLabelText('Zeitzone von Follow-up 1'), { target: { value: 'Europe/Vienna' } });
    // the header's save is the follow-ups' on this tab
    await u.click(within(document.querySelector<HTMLElement>('.es-header')!).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const body = puts(calls)[0].body;
    expect(Array.isArray(body)).toBe(true);
    expect(body).toEqual([
      {
        delayDays: 2,
        subject: 'Schön, dass wir uns auf der Messe gesehen haben',
        body: expect.stringContaining('{{downloadUrl}}'),
        bookingUrl: 'https://cal.example.com/olga',
        sendWindow: { days: [1, 2, 3, 4], from: '09:00', to: '17:00', timeZone: 'Europe/Vienna' },
      },
    ]);
    expect(await screen.findByText('Follow-ups gespeichert')).toBeInTheDocument();
    expect(screen.queryByText('Ungespeicherte Änderungen an den Follow-ups')).not.toBeInTheDocument();

    await u.click(within(stepCard(1)).getByRole('button', { name: 'Vorschau anzeigen' }));
    const frame = screen.getByTitle('Vorschau: Follow-up 1 (Deutsch)');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('src', '/api/events/42/follow-ups/1/preview?v=1');

    await u.click(within(stepCard(1)).getByRole('button', { name: 'Test-E-Mail senden' }));
    expect(await screen.findByText('Test-E-Mail an erika@firma.de gesendet')).toBeInTheDocument();
    expect(calls.some((call) => call.key === 'POST /api/events/42/follow-ups/1/test-email')).toBe(true);
  });

  it('shows what the server refuses at the field it names (steps.0.bookingUrl)', async () => {
    await openTab({
      put: () =>
        jsonResponse(
          { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bitte prüfe die Eingaben.', errors: { 'steps.0.bookingUrl': 'Der Terminlink ist zu lang.' } },
          400,
        ),
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Follow-up hinzufügen' }));
    await u.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Follow-ups speichern' }));
    const link = await within(stepCard(1)).findByLabelText('Terminlink (https) von Follow-up 1');
    await waitFor(() => expect(link).toHaveAccessibleDescription(expect.stringContaining('Der Terminlink ist zu lang.')));
    expect(link).toHaveFocus();
    expect(screen.getByText('Nicht gespeichert: Follow-up 1')).toBeInTheDocument();
  });

  it("warns when the visitors' consent mentions no further e-mails, with the way to the form tab", async () => {
    await openTab({ state: status({ consentText: 'Ich stimme der Verarbeitung meiner Daten zu.', consentMentionsMail: false }) });
    expect(
      await screen.findByText('Deine Einwilligung erwähnt keine weiteren E-Mails. Ergänze sie im Tab Formular, bevor du Follow-ups sendest.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Zum Tab Formular' }));
    expect(await screen.findByRole('tab', { name: 'Formular', selected: true })).toBeInTheDocument();
  });

  it("shows a saved step's figures: geplant, gesendet, abgemeldet, Termin geklickt", async () => {
    await openTab({ steps: [savedStep], state: status({ steps: [{ step: 1, scheduled: 12, sent: 30, unsubscribed: 2, clicked: 5 }] }) });
    const list = await within(await screen.findByRole('region', { name: 'Follow-up 1 · Nach 2 Tagen' })).findByLabelText('Zahlen zu Follow-up 1');
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    const pairs = [...list.querySelectorAll('div')].map((item) => `${item.querySelector('dt')!.textContent} ${item.querySelector('dd')!.textContent}`);
    expect(pairs).toEqual(['geplant 12', 'gesendet 30', 'abgemeldet 2', 'Termin geklickt 5']);
    expect(screen.getByLabelText('Terminlink (https) von Follow-up 1')).toHaveValue('https://cal.example.com/olga');
  });
});
