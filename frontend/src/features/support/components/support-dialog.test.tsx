import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { SupportMode } from '../mode';
import { SupportDialog } from './support-dialog';

function Harness({ mode, prefill }: { mode: SupportMode; prefill?: { name?: string; email?: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        öffnen
      </button>
      <SupportDialog open={open} onOpenChange={setOpen} mode={mode} prefill={prefill} />
    </>
  );
}

function stubTicket(respond: () => Response | Promise<Response>) {
  document.cookie = 'XSRF-TOKEN=test-token';
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/support-ticket') return respond();
    return jsonResponse({ message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fill(u: ReturnType<typeof userEvent.setup>, messageLabel = 'Deine Nachricht') {
  await u.type(screen.getByLabelText(/^Name/), 'Erika Muster');
  await u.type(screen.getByLabelText(/^E-Mail-Adresse/), 'erika@firma.de');
  await u.type(screen.getByLabelText(new RegExp(`^${messageLabel}`)), 'Wie exportiere ich meine Leads?');
}

describe('SupportDialog', () => {
  it('support: sends name, email, message, mode and the empty honeypot, then shows the success view', async () => {
    let release!: () => void;
    const fetchMock = stubTicket(
      () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse({ success: true, message: 'ok' }, 201)))),
    );
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="support" />);
    await u.click(screen.getByRole('button', { name: 'öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Support kontaktieren' })).toBeInTheDocument();
    const message = screen.getByLabelText(/^Deine Nachricht/);
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '4');
    expect(screen.getByLabelText(/^E-Mail-Adresse/)).toHaveAttribute('type', 'email');

    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    release();

    expect(await screen.findByRole('dialog', { name: 'Nachricht gesendet!' })).toBeInTheDocument();
    expect(screen.getByText('Wir melden uns innerhalb von 1 Werktag.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(init!.body as string)).toEqual({
      name: 'Erika Muster',
      email: 'erika@firma.de',
      message: 'Wie exportiere ich meine Leads?',
      mode: 'support',
      website: '',
    });

    // close, reopen: a fresh, empty form
    await u.click(screen.getByRole('button', { name: 'Fertig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Support kontaktieren' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('support: a failure shows its own toast, logs the server text and keeps the input', async () => {
    stubTicket(() => jsonResponse({ message: 'Zu viele Anfragen. Bitte warte kurz.', statusCode: 429 }, 429));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="support" />);
    await u.click(screen.getByRole('button', { name: 'öffnen' }));
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Nachricht senden' }));

    expect(await screen.findByText('Support-Ticket konnte nicht gesendet werden')).toBeInTheDocument();
    expect(screen.getByText('Fehler')).toBeInTheDocument();
    expect(screen.queryByText('Zu viele Anfragen. Bitte warte kurz.')).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Support-Anfrage fehlgeschlagen', expect.objectContaining({ message: 'Zu viele Anfragen. Bitte warte kurz.' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Erika Muster');
  });

  it('organizer: own title and the organiser error text', async () => {
    const fetchMock = stubTicket(() => jsonResponse({ message: 'Ungültige Eingabe', statusCode: 400 }, 400));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="organizer" />);
    await u.click(screen.getByRole('button', { name: 'öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Anfrage für Messeveranstalter' })).toBeInTheDocument();
    await fill(u, 'Deine Anfrage');
    await u.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Anfrage konnte nicht gesendet werden')).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string).mode).toBe('organizer');
  });

  it('requires all three fields and a valid e-mail before sending', async () => {
    const fetchMock = stubTicket(() => jsonResponse({ success: true, message: 'ok' }, 201));
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="support" />);
    await u.click(screen.getByRole('button', { name: 'öffnen' }));
    await u.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben (3 Felder):');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Bitte gib deinen Namen ein.');
    expect(screen.getByLabelText(/^E-Mail-Adresse/)).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
    expect(screen.getByLabelText(/^Deine Nachricht/)).toHaveAccessibleDescription('Bitte schreib uns eine kurze Nachricht.');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    await u.type(screen.getByLabelText(/^Name/), 'Erika');
    await u.type(screen.getByLabelText(/^E-Mail-Adresse/), 'keine-adresse');
    await u.type(screen.getByLabelText(/^Deine Nachricht/), 'Hallo');
    await u.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(screen.getByLabelText(/^E-Mail-Adresse/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("marks a field the server refuses with its sentence instead of the toast", async () => {
    stubTicket(() =>
      jsonResponse({ statusCode: 400, message: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.', errors: { message: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.' } }, 400),
    );
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="support" />);
    await u.click(screen.getByRole('button', { name: 'öffnen' }));
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const message = screen.getByLabelText(/^Deine Nachricht/);
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toHaveAccessibleDescription('Die Nachricht darf höchstens 5000 Zeichen lang sein.');
    expect(screen.queryByText('Fehler')).not.toBeInTheDocument();
  });

  it('closing mid-form resets it', async () => {
    stubTicket(() => jsonResponse({ success: true, message: 'ok' }, 201));
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="support" />);
    await u.click(screen.getByRole('button', { name: 'öffnen' }));
    await u.type(screen.getByLabelText(/^Name/), 'Erika');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'öffnen' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('fills in a signed-in organiser’s name and address, which stay editable', async () => {
    const fetchMock = stubTicket(() => jsonResponse({ success: true, message: 'ok' }, 201));
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="support" prefill={{ name: 'Olga Veranstalterin', email: 'olga@messebau.de' }} />);
    await u.click(screen.getByRole('button', { name: 'öffnen' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Olga Veranstalterin');
    expect(screen.getByLabelText(/^E-Mail-Adresse/)).toHaveValue('olga@messebau.de');
    await u.clear(screen.getByLabelText(/^E-Mail-Adresse/));
    await u.type(screen.getByLabelText(/^E-Mail-Adresse/), 'support-frage@messebau.de');
    await u.type(screen.getByLabelText(/^Deine Nachricht/), 'Wie ändere ich mein Logo?');
    await u.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/support-ticket')![1]!.body));
    expect(body).toMatchObject({ name: 'Olga Veranstalterin', email: 'support-frage@messebau.de', mode: 'support' });
  });
});
