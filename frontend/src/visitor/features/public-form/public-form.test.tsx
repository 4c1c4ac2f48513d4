import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigation } from '@/lib/navigation';
import type { PublicEventConfig } from '../../api/get-public-form';
import { LAST_SUBMISSION_KEY } from '../../lib/last-submission';
import { callsTo, jsonBody, jsonResponse, renderVisitor, stubFetch } from '../../test-utils';

const FORM_API = '/api/form/firma/messe-2025';
const SUBMIT_API = `${FORM_API}/submit`;

function config(overrides: Partial<PublicEventConfig> = {}): PublicEventConfig {
  return {
    id: 7,
    name: 'Messe 2025',
    slug: 'messe-2025',
    companySlug: 'firma',
    backgroundColor: null,
    primaryColor: null,
    secondaryColor: null,
    logoUrl: null,
    headerImageUrl: null,
    introText: null,
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
    formToken: 'ft-123',
    ...overrides,
  };
}

const branded = () =>
  config({
    backgroundColor: '#0f172a',
    primaryColor: '#1d4ed8',
    secondaryColor: '#f59e0b',
    logoUrl: 'https://cdn.example.com/logo.png',
    headerImageUrl: 'https://cdn.example.com/header.jpg',
    introText: 'Willkommen am Stand!\nHol dir unser Whitepaper.',
    nameRequired: true,
    customField1: 'Branche',
    customField1Options: ['Handel', 'Industrie'],
    customField1Required: true,
    customField2: 'Firma',
    customField2Required: false,
    privacyUrl: 'https://firma.example/datenschutz',
    submitButtonText: 'Whitepaper anfordern',
  });

async function openForm(cfg: PublicEventConfig, url = '/form/firma/messe-2025') {
  const apiPath = `/api${new URL(url, 'http://x').pathname.replace(/\/$/, '')}`;
  const fetchMock = stubFetch({ [`GET ${apiPath}`]: () => jsonResponse(cfg) });
  renderVisitor(url);
  await screen.findByRole('heading', { name: cfg.name });
  return fetchMock;
}

async function fillValid(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example.de');
  await u.click(screen.getByRole('checkbox'));
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=csrf%2Ftoken';
});

describe('public form: rendering', () => {
  it('shows the default form with only e-mail, optional name and consent', async () => {
    await openForm(config());
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('inputmode', 'email');
    expect(screen.getByLabelText('Name (optional)')).not.toBeRequired();
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      screen.getByLabelText('Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Datenschutzerklärung' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Daten übergeben' })).toBeInTheDocument();
    // Default colours: teal background, orange buttons (dark text reads better on E76E33).
    const main = screen.getByRole('main');
    expect(main.style.getPropertyValue('--vp-bg')).toBe('#007e87');
    expect(main.style.getPropertyValue('--vp-primary')).toBe('#e76e33');
    // the title is set in an effect after the render
    await waitFor(() => expect(document.title).toBe('Messe 2025 | FairLeads'));
  });

  it('applies the event branding and renders the configured fields', async () => {
    await openForm(branded());
    const main = screen.getByRole('main');
    expect(main.style.getPropertyValue('--vp-bg')).toBe('#0f172a');
    expect(main.style.getPropertyValue('--vp-on-bg')).toBe('#ffffff');
    expect(main.style.getPropertyValue('--vp-primary')).toBe('#1d4ed8');
    expect(main.style.getPropertyValue('--vp-on-primary')).toBe('#ffffff');
    expect(main.style.getPropertyValue('--vp-accent')).toBe('#f59e0b');
    // Amber is too light for text on white: links fall back to dark text.
    expect(main.style.getPropertyValue('--vp-accent-text')).toBe('#1f2933');
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
    expect(screen.getByText(/Willkommen am Stand!/).textContent).toBe('Willkommen am Stand!\nHol dir unser Whitepaper.');

    expect(screen.getByLabelText('Name')).toBeRequired();
    const branche = screen.getByRole('combobox', { name: 'Branche' });
    expect(within(branche).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Bitte wählen',
      'Handel',
      'Industrie',
    ]);
    expect(screen.getByRole('textbox', { name: 'Firma (optional)' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Datenschutzerklärung' });
    expect(link).toHaveAttribute('href', 'https://firma.example/datenschutz');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('button', { name: 'Whitepaper anfordern' })).toBeInTheDocument();
  });

  it('hides a header image that fails to load', async () => {
    await openForm(branded());
    const header = document.querySelector('.vp-card__header');
    expect(header).not.toBeNull();
    fireEvent.error(header!);
    expect(document.querySelector('.vp-card__header')).toBeNull();
  });

  it('renders the honeypot invisible to people: aria-hidden, out of the tab order, no autofill', async () => {
    await openForm(config());
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Website/ })).not.toBeInTheDocument();
  });
});

describe('public form: validation', () => {
  it('shows every rule inline, announces them and focuses the first bad field', async () => {
    const fetchMock = await openForm(branded());
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Whitepaper anfordern' }));

    expect(screen.getByText('Bitte gib deine E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib deinen Namen ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte wähle eine Option für „Branche“.')).toBeInTheDocument();
    expect(screen.getByText('Bitte akzeptiere die Datenschutzerklärung, um fortzufahren')).toBeInTheDocument();
    // Optional custom field 2: no message.
    expect(screen.getByRole('textbox', { name: 'Firma (optional)' })).not.toHaveAttribute('aria-invalid');

    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Bitte gib deine E-Mail-Adresse ein.');
    const live = document.querySelector('[aria-live="assertive"]')!;
    expect(live.textContent).toContain('Bitte prüfe deine Eingaben (4 Felder)');
    expect(live.textContent).toContain('Bitte akzeptiere die Datenschutzerklärung, um fortzufahren');
    expect(callsTo(fetchMock, 'POST', SUBMIT_API)).toHaveLength(0);
  });

  it('checks the e-mail format and moves the focus to the consent when only it is missing', async () => {
    await openForm(config());
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example');
    await u.click(screen.getByRole('button', { name: 'Daten übergeben' }));
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus();

    await u.type(screen.getByLabelText('E-Mail-Adresse'), '.de');
    expect(screen.queryByText('Bitte gib eine gültige E-Mail-Adresse ein.')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Daten übergeben' }));
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Bitte akzeptiere die Datenschutzerklärung, um fortzufahren',
    );
  });

  it('requires the text custom field only when its flag is set', async () => {
    await openForm(config({ customField1: 'Position', customField1Required: true }));
    const u = userEvent.setup();
    await fillValid(u);
    await u.click(screen.getByRole('button', { name: 'Daten übergeben' }));
    expect(screen.getByRole('textbox', { name: 'Position' })).toHaveFocus();
    expect(screen.getByText('Bitte fülle das Feld „Position“ aus.')).toBeInTheDocument();
  });
});

describe('public form: submit', () => {
  it('posts the payload with honeypot, form token and CSRF header', async () => {
    const fetchMock = stubFetch({
      [`GET ${FORM_API}`]: () => jsonResponse(branded()),
      [`POST ${SUBMIT_API}`]: () => jsonResponse({ requiresConfirmation: false, downloadUrl: null }, 201),
    });
    renderVisitor('/form/firma/messe-2025');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('E-Mail-Adresse'), '  erika@example.de ');
    await u.type(screen.getByLabelText('Name'), 'Erika Muster');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Branche' }), 'Industrie');
    await u.type(screen.getByRole('textbox', { name: 'Firma (optional)' }), 'Muster GmbH');
    fireEvent.change(document.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
    await u.click(screen.getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: 'Whitepaper anfordern' }));

    expect(await screen.findByRole('heading', { name: 'Vielen Dank!' })).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', SUBMIT_API);
    expect(jsonBody(call[1])).toEqual({
      name: 'Erika Muster',
      email: 'erika@example.de',
      customField1: 'Industrie',
      customField2: 'Muster GmbH',
      consent: true,
      website: 'http://spam.example',
      formToken: 'ft-123',
    });
    expect((call[1]?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('csrf/token');
    expect(screen.getByText('Deine Daten wurden erfolgreich übermittelt.')).toBeInTheDocument();
  });

  it('shows a pending button while sending', async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch({
      [`GET ${FORM_API}`]: () => jsonResponse(config()),
      [`POST ${SUBMIT_API}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderVisitor('/form/firma/messe-2025');
    const u = userEvent.setup();
    await screen.findByLabelText('E-Mail-Adresse');
    await fillValid(u);
    await u.click(screen.getByRole('button', { name: 'Daten übergeben' }));
    expect(await screen.findByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    answer(jsonResponse({ requiresConfirmation: false, downloadUrl: null }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank!' })).toBeInTheDocument();
  });

  it('stores the values and redirects to the e-mail confirmation page when confirmation is required', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    stubFetch({
      [`GET ${FORM_API}`]: () => jsonResponse(branded()),
      [`POST ${SUBMIT_API}`]: () => jsonResponse({ requiresConfirmation: true, downloadUrl: null }),
    });
    renderVisitor('/form/firma/messe-2025');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('E-Mail-Adresse'), 'erika@example.de');
    await u.type(screen.getByLabelText('Name'), 'Erika');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Branche' }), 'Handel');
    await u.click(screen.getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: 'Whitepaper anfordern' }));

    expect(await screen.findByRole('heading', { name: 'Fast geschafft!' })).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/firma/email-confirmation?company=firma&event=messe-2025');
    expect(JSON.parse(localStorage.getItem(LAST_SUBMISSION_KEY)!)).toMatchObject({
      email: 'erika@example.de',
      name: 'Erika',
      customField1: 'Handel',
      customField2: '',
      formPath: '/form/firma/messe-2025',
    });
  });

  it('redirects the single-slug form to /email-confirmation?event=', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    stubFetch({
      'GET /api/form/messe-2025': () => jsonResponse(config()),
      'POST /api/form/messe-2025/submit': () => jsonResponse({ requiresConfirmation: true, downloadUrl: null }),
    });
    renderVisitor('/form/messe-2025');
    const u = userEvent.setup();
    await screen.findByLabelText('E-Mail-Adresse');
    await fillValid(u);
    await u.click(screen.getByRole('button', { name: 'Daten übergeben' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/email-confirmation?event=messe-2025'));
    expect(JSON.parse(localStorage.getItem(LAST_SUBMISSION_KEY)!).formPath).toBe('/form/messe-2025');
  });

  it('shows the download button and opens the download in a new tab after 1 s', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    stubFetch({
      [`GET ${FORM_API}`]: () => jsonResponse(config({ doubleOptIn: false })),
      [`POST ${SUBMIT_API}`]: () =>
        jsonResponse({ requiresConfirmation: false, downloadUrl: 'https://files.example/guide.pdf' }),
    });
    renderVisitor('/form/firma/messe-2025');
    const u = userEvent.setup();
    await screen.findByLabelText('E-Mail-Adresse');
    await fillValid(u);
    await u.click(screen.getByRole('button', { name: 'Daten übergeben' }));

    const download = await screen.findByRole('link', { name: '📥 Jetzt herunterladen' });
    expect(download).toHaveAttribute('href', 'https://files.example/guide.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://files.example/guide.pdf', '_blank', 'noopener'), {
      timeout: 2000,
    });
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('public form: views', () => {
  it('switches to the limit view when the server answers Lead-Limit erreicht', async () => {
    stubFetch({
      [`GET ${FORM_API}`]: () => jsonResponse(config()),
      [`POST ${SUBMIT_API}`]: () =>
        jsonResponse({ message: 'Lead-Limit erreicht. Bitte upgraden.', statusCode: 403 }, 403),
    });
    renderVisitor('/form/firma/messe-2025');
    const u = userEvent.setup();
    await screen.findByLabelText('E-Mail-Adresse');
    await fillValid(u);
    await u.click(screen.getByRole('button', { name: 'Daten übergeben' }));
    const heading = await screen.findByRole('heading', { name: 'Anmeldeschluss erreicht' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Limit erreicht (max. 10 Leads)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daten übergeben' })).not.toBeInTheDocument();
  });

  it('shows the limit view instead of the form when leadLimitReached is set', async () => {
    await openFormExpectingHeading(config({ leadLimitReached: true }), 'Anmeldeschluss erreicht');
    expect(screen.queryByLabelText('E-Mail-Adresse')).not.toBeInTheDocument();
  });

  it.each([
    [410, { message: 'Event nicht mehr verfügbar', statusCode: 410 }],
    [404, { message: 'Event nicht gefunden', statusCode: 404 }],
  ])('shows "Event nicht mehr verfügbar" when loading answers %i', async (status, body) => {
    stubFetch({ [`GET ${FORM_API}`]: () => jsonResponse(body, status) });
    renderVisitor('/form/firma/messe-2025');
    expect(await screen.findByRole('heading', { name: 'Event nicht mehr verfügbar' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows "Event nicht mehr verfügbar" when the event ends before the submit (410)', async () => {
    stubFetch({
      [`GET ${FORM_API}`]: () => jsonResponse(config()),
      [`POST ${SUBMIT_API}`]: () => jsonResponse({ message: 'Event nicht mehr verfügbar', statusCode: 410 }, 410),
    });
    renderVisitor('/form/firma/messe-2025');
    const u = userEvent.setup();
    await screen.findByLabelText('E-Mail-Adresse');
    await fillValid(u);
    await u.click(screen.getByRole('button', { name: 'Daten übergeben' }));
    expect(await screen.findByRole('heading', { name: 'Event nicht mehr verfügbar' })).toBeInTheDocument();
  });

  it('shows the server message in the error card and goes back to the filled form', async () => {
    stubFetch({
      [`GET ${FORM_API}`]: () => jsonResponse(config()),
      [`POST ${SUBMIT_API}`]: () =>
        jsonResponse({ message: 'Bitte gib eine gültige E-Mail-Adresse ein.', statusCode: 400 }, 400),
    });
    renderVisitor('/form/firma/messe-2025');
    const u = userEvent.setup();
    await screen.findByLabelText('E-Mail-Adresse');
    await fillValid(u);
    await u.click(screen.getByRole('button', { name: 'Daten übergeben' }));

    expect(await screen.findByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte gib eine gültige E-Mail-Adresse ein.');
    await u.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('erika@example.de');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Daten übergeben' })).toHaveFocus();
  });

  it('falls back to "Formular konnte nicht gesendet werden" without a server message', async () => {
    stubFetch({
      [`GET ${FORM_API}`]: () => jsonResponse(config()),
      [`POST ${SUBMIT_API}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderVisitor('/form/firma/messe-2025');
    const u = userEvent.setup();
    await screen.findByLabelText('E-Mail-Adresse');
    await fillValid(u);
    await u.click(screen.getByRole('button', { name: 'Daten übergeben' }));
    expect(await screen.findByText('Formular konnte nicht gesendet werden')).toBeInTheDocument();
  });
});

async function openFormExpectingHeading(cfg: PublicEventConfig, heading: string) {
  stubFetch({ [`GET ${FORM_API}`]: () => jsonResponse(cfg) });
  renderVisitor('/form/firma/messe-2025');
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
}
