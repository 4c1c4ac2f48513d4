import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CONSENT_STORAGE_KEY } from '@/features/consent';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/render';
import { routes } from '../router';

/** Dialogs load their code on the first opening. */
const LAZY = { timeout: 5000 };

const me = { id: 1, name: 'Erika', email: 'e@f.de', companySlug: 'f', eventCredits: 0, role: 'user' };
const config = {
  demoBookingUrl: 'https://cal.example.com/fairleads/demo',
  analyticsMeasurementId: null,
  retention: { backupDays: 28, deleteDays: 56 },
  operator: { name: 'FairLeads GmbH', street: 'Messeweg 1', postalCode: '10115', city: 'Berlin', country: 'Deutschland', email: 'kontakt@fairleads.de', phone: '+49 30 1234567', representative: 'Erika Muster', register: 'HRB 1 B, Amtsgericht Charlottenburg', vatId: 'DE123456789' },
};

function renderLanding(signedIn: boolean, path = '/', stats = { totalEvents: 40, totalLeads: 400, totalUsers: 20 }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/me') return signedIn ? jsonResponse(me) : jsonResponse({ message: 'Nicht angemeldet', statusCode: 401 }, 401);
      if (url === '/api/public/config') return jsonResponse(config);
      if (url === '/api/public/stats') return jsonResponse(stats);
      return jsonResponse({ message: 'Nicht gefunden', statusCode: 404 }, 404);
    }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('landing page', () => {
  beforeEach(() => localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: false, marketing: false })));
  afterEach(() => localStorage.clear());

  it('has every section in order, anchors for the top bar and the blog link', async () => {
    renderLanding(false);
    await screen.findByRole('heading', { level: 1, name: /Messe-Leads per QR-Code erfassen/ });
    // the counters come once the totals are loaded (and worth showing)
    await screen.findByRole('heading', { level: 2, name: /Aussteller vertrauen/ });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const order = [
      'Die meisten Messekontakte',
      'In 4 Schritten',
      'So sieht FairLeads aus',
      'Lieber erst live sehen?',
      'Deine Vorteile',
      'Dein erstes Event ist kostenlos.',
      'Biete FairLeads allen Ausstellern',
      'Aussteller vertrauen',
      'Auch deine Besucher',
      'Einfach und fair',
      'Gemacht für alle',
      'Bereit für deine nächste Messe?',
      'Häufige Fragen',
      'Aus der Messepraxis',
    ];
    expect(headings.map((h) => order.findIndex((o) => h!.startsWith(o)))).toEqual(order.map((_, i) => i));
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#problem', '#solution', '#pricing', '/blog']);
    for (const id of ['problem', 'solution', 'pricing']) expect(document.getElementById(id)).not.toBeNull();
    expect(screen.getByText('Quelle: CEIR / Exhibit Surveys, häufig zitierte Branchenzahl')).toBeInTheDocument();
    expect(screen.getByText('49 €')).toBeInTheDocument();
  });

  it('hides the counters while the platform is young (fewer than 10 events or 100 leads)', async () => {
    renderLanding(false, '/', { totalEvents: 0, totalLeads: 0, totalUsers: 0 });
    await screen.findByRole('heading', { level: 2, name: /Häufige Fragen/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: /Aussteller vertrauen/ })).not.toBeInTheDocument();
    expect(screen.queryByText('erfasste Leads')).not.toBeInTheDocument();
  });

  it('phone menu: the button opens the section links, focuses the first, Escape closes and returns focus', async () => {
    const u = userEvent.setup();
    renderLanding(false);
    const toggle = await screen.findByRole('button', { name: 'Menü öffnen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    await u.click(toggle);
    expect(screen.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('is-open');
    expect(within(nav).getByRole('link', { name: 'Problem' })).toHaveFocus();
    await u.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveClass('is-open');
    expect(toggle).toHaveFocus();
    await u.click(toggle);
    await u.click(within(nav).getByRole('link', { name: 'Preise' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the demo booking in a new tab', async () => {
    renderLanding(false);
    const demo = await screen.findByRole('link', { name: /Demo-Termin buchen/ });
    expect(demo).toHaveAttribute('href', config.demoBookingUrl);
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo.getAttribute('rel')).toContain('noopener');
  });

  it('signed out: hero and final call to action open the register dialog', async () => {
    const u = userEvent.setup();
    renderLanding(false);
    const start = await screen.findAllByRole('button', { name: 'Kostenlos starten' });
    await u.click(start.at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Account erstellen' }, LAZY)).toBeInTheDocument();
  });

  it('signed in: hero and final buttons go to /events, top bar has Logout and Dashboard', async () => {
    renderLanding(true);
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    const toEvents = screen.getAllByRole('link', { name: 'Zu meinen Events' });
    expect(toEvents.length).toBeGreaterThanOrEqual(2);
    for (const link of toEvents) expect(link).toHaveAttribute('href', '/events');
    expect(screen.queryByRole('button', { name: 'Kostenlos starten' })).not.toBeInTheDocument();
  });

  it('opens the organiser enquiry and the support dialog', async () => {
    const u = userEvent.setup();
    renderLanding(false);
    await u.click(await screen.findByRole('button', { name: 'Veranstalter-Anfrage stellen' }));
    expect(await screen.findByRole('dialog', { name: 'Anfrage für Messeveranstalter' }, LAZY)).toBeInTheDocument();
    await u.keyboard('{Escape}');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz');
    expect(within(footer).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    await u.click(within(footer).getByRole('button', { name: 'Support' }));
    expect(await screen.findByRole('dialog', { name: 'Support kontaktieren' }, LAZY)).toBeInTheDocument();
  });
});

describe('legal pages', () => {
  beforeEach(() => localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: false, marketing: false })));
  afterEach(() => localStorage.clear());

  it('Impressum: the operator details per § 5 DDG and the footer links', async () => {
    renderLanding(false, '/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    for (const h of ['Angaben gemäß § 5 DDG', 'Vertreten durch', 'Kontakt', 'Registereintrag', 'Umsatzsteuer-ID', 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV']) {
      expect(await screen.findByRole('heading', { name: h })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Messeweg 1').length).toBeGreaterThan(0);
    expect(screen.getByText('HRB 1 B, Amtsgericht Charlottenburg')).toBeInTheDocument();
    expect(screen.getByText(/DE123456789/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kontakt@fairleads.de' })).toHaveAttribute('href', 'mailto:kontakt@fairleads.de');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: 'Support' })).toBeInTheDocument();
  });

  it('Datenschutz: what is processed, retention, roles, rights; the cookie button reopens the consent', async () => {
    const u = userEvent.setup();
    renderLanding(false, '/datenschutz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(await screen.findByText(/8 Wochen nach dem Enddatum werden die Leads des Events gelöscht/)).toBeInTheDocument();
    expect(screen.getByText(/4 Wochen nach dem Enddatum des Events/)).toBeInTheDocument();
    expect(screen.getByText(/Vertrags zur Auftragsverarbeitung \(AVV\)/)).toBeInTheDocument();
    expect(screen.getByText(/Stripe Payments Europe/)).toBeInTheDocument();
    expect(screen.getByText(/Art\. 77 DSGVO/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }));
    expect(await screen.findByRole('dialog', { name: 'Cookies & Datenschutz' }, LAZY)).toBeInTheDocument();
  });

  it.each(['/impressum', '/datenschutz', '/blog'])('%s carries the sign-in and register buttons in its top bar', async (path) => {
    const u = userEvent.setup();
    renderLanding(false, path);
    const bar = (await screen.findAllByRole('banner'))[0];
    await u.click(await within(bar).findByRole('button', { name: 'Kostenlos starten' }));
    expect(await screen.findByRole('dialog', { name: 'Account erstellen' }, LAZY)).toBeInTheDocument();
    await u.keyboard('{Escape}');
    await u.click(within(bar).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Anmelden' }, LAZY)).toBeInTheDocument();
  });

  it('signed in, the legal pages offer the dashboard instead', async () => {
    renderLanding(true, '/impressum');
    const bar = (await screen.findAllByRole('banner'))[0];
    expect(await within(bar).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(bar).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
