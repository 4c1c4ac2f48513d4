import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CONSENT_STORAGE_KEY } from '@/features/consent';
import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/cookie-settings';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { RootLayout } from './root-layout';

const LAZY = { timeout: 5000 };

function renderLayout() {
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ demoBookingUrl: null, analyticsMeasurementId: null, operator: null })));
  return renderWithProviders(
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="*" element={<p>Seite</p>} />
      </Route>
    </Routes>,
  );
}

describe('root layout: the cookie consent loads when the page is idle', () => {
  afterEach(() => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    vi.unstubAllGlobals();
  });

  it('shows the modal without a stored choice, after the page', async () => {
    renderLayout();
    expect(screen.getByText('Seite')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Cookies & Datenschutz' }, LAZY)).toBeInTheDocument();
  });

  it('opens the settings asked for before it loaded (the privacy policy button)', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    renderLayout();
    act(() => {
      window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
    });
    expect(await screen.findByRole('dialog', { name: 'Cookies & Datenschutz' }, LAZY)).toBeInTheDocument();
  });
});
