import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '@/lib/navigation';
import { readStandDevice } from '@/lib/stand-device';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { StandModeDialog } from './stand-mode-dialog';

const registration = {
  device: { id: 'd1', name: 'Tablet Halle 4', createdAt: '2026-11-25T10:00:00Z', expiresAt: '2026-12-09T10:00:00Z', lastUsedAt: null, revokedAt: null, endedAt: null },
  token: 'secret-device-token',
  standPath: '/stand/acme/messe-2026',
};

function renderDialog() {
  renderWithProviders(<StandModeDialog eventId="e1" open onOpenChange={() => {}} />);
}

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, pin: string, repeat: string) {
  if (name) await user.type(screen.getByLabelText(/Name des Geräts/), name);
  if (pin) await user.type(screen.getByLabelText(/^PIN \(4–8 Ziffern\)/), pin);
  if (repeat) await user.type(screen.getByLabelText(/^PIN wiederholen/), repeat);
  await user.click(screen.getByRole('button', { name: 'Stand-Modus starten' }));
}

describe('Stand-Modus dialog', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=xsrf';
    localStorage.clear();
  });

  it('asks for a name and a PIN of 4 to 8 digits entered twice the same, before it calls the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderDialog();

    await fill(user, '', '12', '12');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben (2 Felder):');
    expect(screen.getByLabelText(/Name des Geräts/)).toHaveAccessibleDescription('Bitte gib dem Gerät einen Namen.');
    expect(screen.getByLabelText(/^PIN \(4–8 Ziffern\)/)).toHaveAccessibleDescription(expect.stringContaining('Die PIN hat 4 bis 8 Ziffern.'));
    expect(screen.getByLabelText(/Name des Geräts/)).toHaveFocus();

    await user.clear(screen.getByLabelText(/^PIN \(4–8 Ziffern\)/));
    await user.clear(screen.getByLabelText(/^PIN wiederholen/));
    await fill(user, 'Tablet Halle 4', '4711', '4712');
    expect(screen.getByLabelText(/^PIN wiederholen/)).toHaveAccessibleDescription('Die beiden PINs stimmen nicht überein.');
    expect(screen.getByLabelText(/^PIN wiederholen/)).toHaveFocus();
    // letters never get in: only digits count
    await user.type(screen.getByLabelText(/^PIN wiederholen/), 'ab');
    expect(screen.getByLabelText(/^PIN wiederholen/)).toHaveValue('4712');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers the device, keeps its token for this event on this device, signs the organiser out on it and opens the stand page', async () => {
    const fetchMock = vi.fn(async (url: string) => (url === '/api/auth/logout' ? jsonResponse({ message: 'ok' }) : jsonResponse(registration, 201)));
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderDialog();

    await fill(user, 'Tablet Halle 4', '4711', '4711');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/stand/acme/messe-2026'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/events/e1/stand-devices', expect.objectContaining({ method: 'POST', body: JSON.stringify({ name: 'Tablet Halle 4', pin: '4711' }) }));
    expect(readStandDevice('acme', 'messe-2026', Date.parse('2026-11-26T00:00:00Z'))).toMatchObject({ token: 'secret-device-token', deviceId: 'd1', eventId: 'e1' });
  });

  it('says what the server refused and stays open', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'Dieses Event ist archiviert.', statusCode: 409 }, 409)));
    const user = userEvent.setup();
    renderDialog();
    await fill(user, 'Tablet Halle 4', '4711', '4711');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Dieses Event ist archiviert.'));
    expect(screen.getByRole('button', { name: 'Stand-Modus starten' })).toBeEnabled();
  });

  it("marks the field the server refuses, with the server's sentence", async () => {
    const why = 'Der Name darf höchstens 60 Zeichen lang sein.';
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ statusCode: 400, message: why, errors: { name: why } }, 400)));
    const user = userEvent.setup();
    renderDialog();
    await fill(user, 'Tablet Halle 4', '4711', '4711');
    await waitFor(() => expect(screen.getByLabelText(/Name des Geräts/)).toHaveFocus());
    expect(screen.getByLabelText(/Name des Geräts/)).toHaveAccessibleDescription(why);
  });
});
