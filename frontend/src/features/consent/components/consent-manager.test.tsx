import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { GTAG_SCRIPT_ID, resetAnalyticsStateForTests } from '../lib/analytics';
import { hasAnalyticsCookie, setPageAllowsAnalyticsForTests } from '../lib/consent-cookie';
import { CONSENT_STORAGE_KEY } from '../lib/consent-storage';
import { ConsentManager } from './consent-manager';

// jsdom cannot load a page again: the reload is recorded instead (the browser suite reloads for real)
const reloads = vi.hoisted(() => vi.fn());
vi.mock('../lib/consent-cookie', async (original) => {
  const real = await original<typeof import('../lib/consent-cookie')>();
  return { ...real, reloadForAnalytics: (options: { conversion: boolean }) => (reloads(options), real.hasAnalyticsCookie()) };
});

const REOPEN = 'test:open-cookie-settings';
const operator = { name: 'FairLeads GmbH', street: 'Messeweg 1', postalCode: '10115', city: 'Berlin', country: 'Deutschland', email: 'a@b.de', phone: '1', representative: 'X', register: 'HRB 1', vatId: 'DE1' };

function stubConfig(analyticsMeasurementId: string | null) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/public/config') return jsonResponse({ demoBookingUrl: 'https://cal.example/x', analyticsMeasurementId, operator });
    return jsonResponse({ message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderManager(route = '/') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<p>Seite</p>} />
      </Routes>
      <ConsentManager reopenEvent={REOPEN} />
    </>,
    { route },
  );
}

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
const dialog = () => screen.queryByRole('dialog', { name: /Cookies & Datenschutz|Cookie-Einstellungen anpassen/ });
const gtagScript = () => document.getElementById(GTAG_SCRIPT_ID) as HTMLScriptElement | null;

describe('cookie consent', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'fairleads-consent=; max-age=0; path=/';
    // a page whose Content-Security-Policy allows analytics (loaded with the cookie)
    setPageAllowsAnalyticsForTests(true);
    reloads.mockClear();
    resetAnalyticsStateForTests();
    delete window.dataLayer;
    delete window.gtag;
    document.getElementById(GTAG_SCRIPT_ID)?.remove();
  });

  it('shows the modal until a choice is made; Escape and outside clicks do not close it; no request before', async () => {
    const fetchMock = stubConfig('G-TEST123456');
    // the page behind the modal has pointer-events: none; click it anyway, as a pointer would
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderManager();
    const modal = await screen.findByRole('dialog', { name: 'Cookies & Datenschutz' });
    expect(within(modal).queryByRole('button', { name: /schließen/i })).not.toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    await u.keyboard('{Escape}');
    await u.click(screen.getByText('Seite'));
    expect(dialog()).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(gtagScript()).toBeNull();
    // only the local consent defaults exist
    expect(Array.from(window.dataLayer![0] as ArrayLike<unknown>)[1]).toBe('default');
  });

  it('speaks English when the SPA does, both views, and switches with the language', async () => {
    stubConfig(null);
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await i18n.changeLanguage('en');
    renderManager();
    const modal = await screen.findByRole('dialog', { name: 'Cookies & privacy' });
    expect(within(modal).getByRole('link', { name: 'privacy policy (in German)' })).toHaveAttribute('href', '/datenschutz');
    expect(within(modal).getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Alle akzeptieren' })).not.toBeInTheDocument();
    await u.click(within(modal).getByRole('button', { name: 'Customise' }));
    expect(await screen.findByRole('dialog', { name: 'Customise cookie settings' })).toBeInTheDocument();
    expect(screen.getByText('Always active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeInTheDocument();
    expect(screen.queryByText(/Notwendig|Immer aktiv/)).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('dialog', { name: 'Cookie-Einstellungen anpassen' })).toBeInTheDocument();
  });

  it('Alle akzeptieren: stores everything on, loads analytics and sends the conversion event', async () => {
    stubConfig('G-TEST123456');
    const u = userEvent.setup();
    renderManager();
    await u.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: true });
    await waitFor(() => expect(gtagScript()?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123456'));
    const events = window.dataLayer!.map((e) => Array.from(e as ArrayLike<unknown>));
    expect(events).toContainEqual(['event', 'consent_granted', { send_to: 'G-TEST123456' }]);
    expect(hasAnalyticsCookie()).toBe(true);
    expect(reloads).not.toHaveBeenCalled();
  });

  it('Alle akzeptieren on a page loaded without analytics in its policy: sets the cookie and loads the page again', async () => {
    stubConfig('G-TEST123456');
    setPageAllowsAnalyticsForTests(false);
    const u = userEvent.setup();
    renderManager();
    await u.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    await waitFor(() => expect(reloads).toHaveBeenCalledWith({ conversion: true }));
    expect(hasAnalyticsCookie()).toBe(true);
    // the browser would refuse gtag.js on this page: it is not even tried
    expect(gtagScript()).toBeNull();
  });

  it('after that reload analytics loads and the conversion of the grant is sent once', async () => {
    stubConfig('G-TEST123456');
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: true, version: 1 }));
    sessionStorage.setItem('fairleads-consent-conversion-due', '1');
    renderManager();
    await waitFor(() => expect(gtagScript()).not.toBeNull());
    const events = window.dataLayer!.map((e) => Array.from(e as ArrayLike<unknown>));
    expect(events.filter((e) => e[0] === 'event')).toEqual([['event', 'consent_granted', { send_to: 'G-TEST123456' }]]);
    expect(sessionStorage.getItem('fairleads-consent-conversion-due')).toBeNull();
    expect(reloads).not.toHaveBeenCalled();
  });

  it('a choice stored before the cookie existed sets it and loads the page once more', async () => {
    stubConfig('G-TEST123456');
    setPageAllowsAnalyticsForTests(false);
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: false, version: 1 }));
    renderManager();
    await waitFor(() => expect(reloads).toHaveBeenCalledWith({ conversion: false }));
    expect(hasAnalyticsCookie()).toBe(true);
  });

  it('Nur notwendige: stores analytics and marketing off, loads nothing', async () => {
    stubConfig('G-TEST123456');
    const u = userEvent.setup();
    renderManager();
    await u.click(await screen.findByRole('button', { name: 'Nur notwendige' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: false });
    await waitFor(() => expect(window['ga-disable-G-TEST123456']).toBe(true));
    expect(gtagScript()).toBeNull();
  });

  it('Anpassen: three cards, necessary locked on, choices saved; Zurück returns', async () => {
    stubConfig('G-TEST123456');
    const u = userEvent.setup();
    renderManager();
    await u.click(await screen.findByRole('button', { name: 'Anpassen' }));
    const modal = screen.getByRole('dialog', { name: 'Cookie-Einstellungen anpassen' });
    const necessary = within(modal).getByRole('switch', { name: /Notwendig/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = within(modal).getByRole('switch', { name: 'Analyse' });
    const marketing = within(modal).getByRole('switch', { name: 'Marketing' });
    expect(analytics).not.toBeChecked();
    expect(marketing).not.toBeChecked();

    await u.click(within(modal).getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('button', { name: 'Alle akzeptieren' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Anpassen' }));

    await u.click(screen.getByRole('switch', { name: 'Marketing' }));
    await u.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: true });
    expect(gtagScript()).toBeNull();
    expect(hasAnalyticsCookie()).toBe(false);
  });

  it('a stored valid choice hides the modal and applies analytics at start', async () => {
    stubConfig('G-TEST123456');
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: false }));
    renderManager();
    await waitFor(() => expect(gtagScript()).not.toBeNull());
    expect(dialog()).not.toBeInTheDocument();
    // a stored choice is not a new conversion
    const events = window.dataLayer!.map((e) => Array.from(e as ArrayLike<unknown>));
    expect(events.some((e) => e[0] === 'event')).toBe(false);
  });

  it('an invalid stored choice shows the modal again', async () => {
    stubConfig(null);
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: 'yes', marketing: false }));
    renderManager();
    expect(await screen.findByRole('dialog', { name: 'Cookies & Datenschutz' })).toBeInTheDocument();
  });

  it('without a measurement id nothing is ever loaded', async () => {
    const fetchMock = stubConfig(null);
    const u = userEvent.setup();
    renderManager();
    await u.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/public/config', expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    expect(gtagScript()).toBeNull();
  });

  it('the reopen event resets the choice, withdraws analytics and shows the modal with the earlier choice', async () => {
    stubConfig('G-TEST123456');
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: false }));
    document.cookie = '_ga=GA1.1.1; path=/';
    const u = userEvent.setup();
    renderManager('/settings');
    await waitFor(() => expect(gtagScript()).not.toBeNull());

    window.dispatchEvent(new CustomEvent(REOPEN));
    expect(await screen.findByRole('dialog', { name: 'Cookies & Datenschutz' })).toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(gtagScript()).toBeNull();
    expect(document.cookie).not.toContain('_ga=');
    expect(hasAnalyticsCookie()).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Anpassen' }));
    expect(screen.getByRole('switch', { name: 'Analyse' })).toBeChecked();
    await u.click(screen.getByRole('switch', { name: 'Analyse' }));
    await u.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ analytics: false, marketing: false });
  });

  it('lets the privacy policy and the imprint be read before a choice', async () => {
    stubConfig(null);
    renderManager('/datenschutz');
    expect(await screen.findByText('Seite')).toBeInTheDocument();
    expect(dialog()).not.toBeInTheDocument();
  });
});
