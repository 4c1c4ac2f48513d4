import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAST_SUBMISSION_KEY } from '../../lib/last-submission';
import { callsTo, jsonBody, jsonResponse, renderVisitor, stubFetch } from '../../test-utils';

const FORM_API = '/api/form/firma/messe-2025';
const SUBMIT_API = `${FORM_API}/submit`;
const PAGE = '/firma/email-confirmation?company=firma&event=messe-2025';

const eventConfig = {
  id: 7,
  name: 'Messe 2025',
  slug: 'messe-2025',
  companySlug: 'firma',
  backgroundColor: '#0f172a',
  primaryColor: '#1d4ed8',
  secondaryColor: '#38bdf8',
  logoUrl: null,
  headerImageUrl: null,
  introText: null,
  doubleOptIn: true,
  nameRequired: true,
  customField1: 'Branche',
  customField2: 'Firma',
  customField1Options: ['Handel'],
  customField2Options: [],
  customField1Required: false,
  customField2Required: false,
  privacyText: null,
  privacyUrl: null,
  submitButtonText: null,
  leadLimitReached: false,
  formToken: 'fresh-token',
};

function storeSubmission(values: Record<string, string> = {}) {
  localStorage.setItem(
    LAST_SUBMISSION_KEY,
    JSON.stringify({
      email: 'erika@example.de',
      name: 'Erika Muster',
      customField1: 'Handel',
      customField2: 'Muster GmbH',
      formPath: '/form/firma/messe-2025',
      ...values,
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=csrf-1';
});

describe('e-mail confirmation page', () => {
  it('asks to confirm the stored address, branded with the event', async () => {
    storeSubmission();
    stubFetch({ [`GET ${FORM_API}`]: () => jsonResponse(eventConfig) });
    renderVisitor(PAGE);
    expect(await screen.findByRole('heading', { name: 'Bitte bestätige deine E-Mail-Adresse' })).toBeInTheDocument();
    expect(screen.getByText('erika@example.de')).toBeInTheDocument();
    expect(screen.getByText(/Spam/)).toBeInTheDocument();
    expect(screen.getByText(/„Messe 2025“/)).toBeInTheDocument();
    expect(screen.getByRole('main').style.getPropertyValue('--vp-bg')).toBe('#0f172a');
    expect(screen.getByRole('link', { name: /Zurück zum Formular/ })).toHaveAttribute('href', '/form/firma/messe-2025');
  });

  it('resends the stored values with consent true and the fresh form token, then waits 30 s', async () => {
    storeSubmission();
    const fetchMock = stubFetch({
      [`GET ${FORM_API}`]: () => jsonResponse(eventConfig),
      [`POST ${SUBMIT_API}`]: () => jsonResponse({ requiresConfirmation: true, downloadUrl: null, mailSent: true }),
    });
    renderVisitor(PAGE);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'E-Mail erneut senden' }));

    expect(await screen.findByText('Die E-Mail wurde erneut gesendet. Bitte prüfe dein Postfach.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', SUBMIT_API);
    expect(jsonBody(call[1])).toEqual({
      name: 'Erika Muster',
      email: 'erika@example.de',
      customField1: 'Handel',
      customField2: 'Muster GmbH',
      consent: true,
      website: '',
      formToken: 'fresh-token',
    });
    expect((call[1]?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('csrf-1');
    expect(screen.getByRole('button', { name: 'Erneut senden in 30 s' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Erneut senden in 29 s' }, { timeout: 2000 })).toBeDisabled();
  });

  it('says so when the server held the mail back because it went out minutes ago', async () => {
    storeSubmission();
    stubFetch({
      [`GET ${FORM_API}`]: () => jsonResponse(eventConfig),
      [`POST ${SUBMIT_API}`]: () => jsonResponse({ requiresConfirmation: true, downloadUrl: null, mailSent: false }),
    });
    renderVisitor(PAGE);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'E-Mail erneut senden' }));
    expect(await screen.findByText(/vor wenigen Minuten geschickt/)).toBeInTheDocument();
    expect(screen.queryByText('Die E-Mail wurde erneut gesendet. Bitte prüfe dein Postfach.')).not.toBeInTheDocument();
  });

  it('uses the single event slug and the stored form path when the query has no company', async () => {
    storeSubmission({ formPath: '/form/messe-2025' });
    const fetchMock = stubFetch({
      'GET /api/form/messe-2025': () => jsonResponse(eventConfig),
      'POST /api/form/messe-2025/submit': () => jsonResponse({ requiresConfirmation: true, downloadUrl: null }),
    });
    renderVisitor('/email-confirmation?event=messe-2025');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'E-Mail erneut senden' }));
    await screen.findByText('Die E-Mail wurde erneut gesendet. Bitte prüfe dein Postfach.');
    expect(callsTo(fetchMock, 'POST', '/api/form/messe-2025/submit')).toHaveLength(1);
  });

  it('says "Keine E-Mail-Adresse gefunden" without stored values and sends nothing', async () => {
    const fetchMock = stubFetch({ [`GET ${FORM_API}`]: () => jsonResponse(eventConfig) });
    renderVisitor(PAGE);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'E-Mail erneut senden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Keine E-Mail-Adresse gefunden');
    expect(callsTo(fetchMock, 'POST', SUBMIT_API)).toHaveLength(0);
  });

  it('falls back to default colours and "Event" when the event cannot be loaded, and cannot resend', async () => {
    storeSubmission();
    const fetchMock = stubFetch({
      [`GET ${FORM_API}`]: () => jsonResponse({ message: 'Event nicht mehr verfügbar', statusCode: 410 }, 410),
    });
    renderVisitor(PAGE);
    expect(await screen.findByText(/„Event“/)).toBeInTheDocument();
    expect(screen.getByRole('main').style.getPropertyValue('--vp-bg')).toBe('#007e87');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'E-Mail erneut senden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Event-Informationen nicht verfügbar. Bitte öffne das Formular erneut');
    expect(callsTo(fetchMock, 'POST', SUBMIT_API)).toHaveLength(0);
  });

  it('shows "Fehler beim Senden" when the resend fails', async () => {
    storeSubmission();
    stubFetch({
      [`GET ${FORM_API}`]: () => jsonResponse(eventConfig),
      [`POST ${SUBMIT_API}`]: () => jsonResponse({ message: 'Zu viele Anfragen', statusCode: 429 }, 429),
    });
    renderVisitor(PAGE);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'E-Mail erneut senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fehler beim Senden');
    expect(alert).toHaveTextContent('E-Mail konnte nicht erneut gesendet werden.');
    expect(alert).toHaveTextContent('Zu viele Anfragen');
    expect(screen.getByRole('button', { name: 'E-Mail erneut senden' })).toBeEnabled();
  });
});
