import { screen, within } from '@testing-library/react';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { DatenschutzPage } from './datenschutz-page';

const operator = {
  name: 'FairLeads GmbH',
  street: 'Musterstraße 1',
  postalCode: '12345',
  city: 'Musterstadt',
  country: 'Deutschland',
  email: 'kontakt@fairleads.de',
  phone: '',
  representative: '',
  register: '',
  vatId: '',
};

async function renderPolicy(analyticsMeasurementId: string | null, retention = { backupDays: 28, deleteDays: 56 }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ demoBookingUrl: 'https://example.com/demo', analyticsMeasurementId, operator, retention })),
  );
  renderWithProviders(<DatenschutzPage onOpenCookieSettings={() => {}} />, { route: '/datenschutz' });
  await screen.findByRole('heading', { level: 2, name: '1. Verantwortlicher' });
}

/** The text of one numbered section, by its heading. */
function section(title: string): string {
  return screen.getByRole('heading', { level: 2, name: title }).closest('section')!.textContent ?? '';
}

describe('privacy policy: what the product really stores', () => {
  it('no longer claims the browser keeps the visitor’s details after a submit, and says where they are', async () => {
    await renderPolicy('G-TEST123456');
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/merkt sich dein Browser nach dem Absenden deine Angaben/);
    const leads = section('5. Lead-Daten von Messebesuchern');
    expect(leads).toContain('Die Formular- und Bestätigungsseiten setzen keine Cookies und legen nichts im Local Storage');
    expect(leads).toContain('Hast du beim Absenden kein Netz, bleiben deine Eingaben nur in der geöffneten Seite');
    // stand mode: the tablet's queue, and when it is emptied
    expect(leads).toContain('IndexedDB');
    expect(leads).toContain('sobald unser Server ihn angenommen oder endgültig abgelehnt hat');
    // the erase link in every mail, and what is left after it
    expect(leads).toContain('Jede E-Mail an dich enthält den Link „Meine Daten löschen“');
    expect(leads).toContain('Prüfwert der IP-Adresse');
    // the funnel counts nothing personal; the welcome mail's download link is recorded per lead
    expect(leads).toContain('ohne Cookie, ohne IP-Adresse und ohne Bezug zu deinem Eintrag');
    expect(leads).toContain('Download-Link der Willkommens-E-Mail');
  });

  it('names every cookie and browser store with what it holds and how long', async () => {
    await renderPolicy('G-TEST123456');
    const cookies = section('9. Cookies und lokale Speicherung');
    expect(cookies).toContain('„fairleads.sid“: erst nach der Anmeldung');
    expect(cookies).toContain('14 Tage');
    expect(cookies).toContain('„XSRF-TOKEN“: ein signierter Zufallswert ohne Bezug zu dir');
    expect(cookies).toContain('„fairleads-cookie-consent“');
    expect(cookies).toContain('„fairleads-consent“ mit dem Wert „analytics“ (SameSite=Lax, Laufzeit 365 Tage)');
    expect(cookies).toContain('Im Stand-Modus speichert das Tablet');
    expect(within(screen.getByRole('heading', { level: 2, name: '9. Cookies und lokale Speicherung' }).closest('section')!).getByRole('button', { name: 'Cookie-Einstellungen öffnen' })).toBeInTheDocument();
  });

  it('says the request log holds no IP address, and that Stripe.js loads only with the purchase dialog', async () => {
    await renderPolicy('G-TEST123456');
    const website = section('3. Besuch der Website');
    expect(website).toContain('Deine IP-Adresse, die Browser-Kennung, Cookies und Formularinhalte stehen nicht darin');
    expect(website).not.toMatch(/verarbeitet der Server technisch notwendige Angaben: IP-Adresse, Zeitpunkt/);
    const providers = section('8. Dienstleister (Auftragsverarbeiter) und Empfänger');
    expect(providers).toContain('Stripe.js von js.stripe.com) erst, wenn du den Kaufdialog öffnest');
    const retention = section('6. Speicherdauer der Lead-Daten');
    expect(retention).toContain('8 Wochen nach dem Enddatum werden die Leads des Events gelöscht');
  });

  it('names the installation’s own retention days, not the defaults', async () => {
    await renderPolicy(null, { backupDays: 30, deleteDays: 90 });
    const retention = section('6. Speicherdauer der Lead-Daten');
    expect(retention).toContain('30 Tage nach dem Enddatum des Events erhält der Aussteller automatisch eine CSV-Sicherung');
    expect(retention).toContain('90 Tage nach dem Enddatum werden die Leads des Events gelöscht');
    expect(retention).not.toContain('Wochen');
  });

  it('describes Google Analytics only where the operator configured it', async () => {
    await renderPolicy('G-TEST123456');
    const analytics = section('10. Webanalyse mit Google Analytics');
    expect(analytics).toContain('laden wir auf unserer Website und im Kundenbereich Google Analytics 4');
    expect(analytics).toContain('„_ga“');
  });

  it('says no analytics runs at all on an installation without an id', async () => {
    await renderPolicy(null);
    const analytics = section('10. Webanalyse mit Google Analytics');
    expect(analytics).toContain('Auf dieser Website ist derzeit keine Webanalyse eingerichtet');
    expect(analytics).not.toContain('„_ga“');
    expect(section('8. Dienstleister (Auftragsverarbeiter) und Empfänger')).toContain('Webanalyse: keine');
    expect(section('8. Dienstleister (Auftragsverarbeiter) und Empfänger')).not.toContain('Google Analytics, nur wenn');
  });

  it('stays German with every argument filled in while the SPA shows English', async () => {
    await i18n.changeLanguage('en');
    await renderPolicy('G-TEST123456');
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(section('6. Speicherdauer der Lead-Daten')).toContain('4 Wochen nach dem Enddatum des Events');
    expect(section('8. Dienstleister (Auftragsverarbeiter) und Empfänger')).toContain('Webanalyse: Google Analytics, nur wenn du eingewilligt hast');
    expect(document.body.textContent).not.toMatch(/[{}]/);
    expect(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' })).toBeInTheDocument();
  });
});
