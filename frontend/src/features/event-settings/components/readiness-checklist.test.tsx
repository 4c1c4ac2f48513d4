import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ReadinessChecklist } from './readiness-checklist';

const items = [
  { id: 'privacyUrl', ok: false, reason: 'Keine Datenschutz-URL hinterlegt: Das Formular verlinkt deine Datenschutzerklärung nicht.' },
  { id: 'downloadUrl', ok: true, reason: 'Der Download-Link antwortet (200).' },
  { id: 'logo', ok: false, reason: 'Logo nicht erreichbar: nur https. Browser zeigen Bilder über http:// auf dem Formular nicht an.' },
  { id: 'headerImage', ok: true, reason: 'Kein Header-Bild gesetzt (optional).' },
  { id: 'testMail', ok: false, reason: 'Noch keine Test-E-Mail gesendet: Schicke dir im Tab „E-Mails“ eine, um Text und Links zu prüfen.' },
];

describe('ReadinessChecklist', () => {
  it('lists each item with the server’s reason and how many are done', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ ready: false, items })));
    renderWithProviders(<ReadinessChecklist eventId="42" version="v1" onGoTo={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Bereit zur Veröffentlichung' })).toBeInTheDocument();
    expect(await screen.findByTestId('readiness-summary')).toHaveTextContent('2 von 5 erledigt');
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.es-ready__label')!.textContent)).toEqual([
      'Datenschutz-URL hinterlegt: offen',
      'Download-Link erreichbar: erledigt',
      'Logo lädt über https: offen',
      'Header-Bild lädt über https: erledigt',
      'Test-E-Mail gesendet: offen',
    ]);
    expect(within(rows[2]).getByText(/nur https/)).toBeInTheDocument();
  });

  it('leads to the tab that fixes an open item', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ ready: false, items })));
    const onGoTo = vi.fn();
    renderWithProviders(<ReadinessChecklist eventId="42" version="v1" onGoTo={onGoTo} />);
    await userEvent.click(await screen.findByRole('button', { name: /Zu „E-Mails“.*Test-E-Mail gesendet/ }));
    expect(onGoTo).toHaveBeenCalledWith('emails');
    await userEvent.click(screen.getByRole('button', { name: /Zu „Formular“.*Datenschutz-URL hinterlegt/ }));
    expect(onGoTo).toHaveBeenCalledWith('form');
  });

  it('says "Alles bereit" when every item is done, and checks again on request', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ready: true, items: items.map((item) => ({ ...item, ok: true })) }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ReadinessChecklist eventId="42" version="v1" onGoTo={vi.fn()} />);
    expect(await screen.findByTestId('readiness-summary')).toHaveTextContent('Alles bereit');
    expect(fetchMock).toHaveBeenCalledWith('/api/events/42/readiness', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Erneut prüfen' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tells when the check failed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ statusCode: 500, message: 'Fehler' }, 500)));
    renderWithProviders(<ReadinessChecklist eventId="42" version="v1" onGoTo={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Prüfung ist fehlgeschlagen.');
  });
});
