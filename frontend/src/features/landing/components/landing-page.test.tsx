import { screen, waitFor } from '@testing-library/react';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { LandingPage } from './landing-page';

function renderLanding() {
  // reduced motion: the counters show their final numbers at once
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/public/stats') return jsonResponse({ totalEvents: 4585, totalLeads: 12345, totalUsers: 120 });
      if (url === '/api/public/config') return jsonResponse({ demoBookingUrl: null, analyticsMeasurementId: null });
      return jsonResponse({ message: 'Not signed in', statusCode: 401 }, 401);
    }),
  );
  renderWithProviders(<LandingPage banner={{ tone: 'success', email: 'anna@firma.de' }} onOpenAuth={() => {}} onOpenSupport={() => {}} />);
}

describe('landing page language', () => {
  it('stays German, numbers included, while the SPA shows English (the operator’s site is German)', async () => {
    await i18n.changeLanguage('en');
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: /Messe-Leads per QR-Code erfassen/ })).toBeInTheDocument();
    expect(screen.getByText('E-Mail erfolgreich bestätigt! Du kannst dich jetzt mit anna@firma.de anmelden.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Screenshots von FairLeads' })).toHaveAttribute('aria-roledescription', 'Karussell');
    expect(screen.getByRole('group', { name: '1 von 6: Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Schritt 1:', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-totalEvents')).toHaveTextContent(/^\d{1,3}(\.\d{3})+$/)); // German grouping, not '11,462'
    expect(screen.queryByText(/Capture trade fair leads/i)).not.toBeInTheDocument();
    expect(i18n.language).toBe('en');
    // the whole landing page: seconds of CPU on a busy machine
  }, 20_000);
});
