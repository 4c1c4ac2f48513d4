import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ME_QUERY_KEY } from '@/lib/auth';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CreateEventDialog } from './create-event-dialog';
import { DemoEventDialog } from './demo-event-dialog';

const me = { id: 1, name: 'Erika Muster', email: 'erika@firma.de', companySlug: 'firma', eventCredits: 2, role: 'user' };

function stubPost(answer: () => Response) {
  document.cookie = 'XSRF-TOKEN=tok';
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/events' && init?.method === 'POST') return answer();
    if (url === '/api/auth/me') return jsonResponse(me);
    throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('CreateEventDialog errors', () => {
  it('marks every missing field at once, announces them together and focuses the first', async () => {
    const fetchMock = stubPost(() => jsonResponse({}, 500));
    const u = userEvent.setup();
    renderWithProviders(<CreateEventDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Neues Event erstellen' });
    await u.click(within(dialog).getByRole('button', { name: 'Event erstellen' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben (5 Felder):');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Name ist erforderlich');
    expect(within(dialog).getByLabelText(/^Startdatum/)).toHaveAccessibleDescription('Startdatum ist erforderlich');
    expect(within(dialog).getByLabelText(/^Download/)).toHaveAccessibleDescription(expect.stringContaining('Download-/Content-URL ist erforderlich'));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's refusal at its field and says in the dialog what failed as a whole", async () => {
    let answer = () =>
      jsonResponse(
        {
          statusCode: 400,
          message: 'Der Slug darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.',
          errors: { slug: 'Der Slug darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.' },
        },
        400,
      );
    stubPost(() => answer());
    const u = userEvent.setup();
    renderWithProviders(<CreateEventDialog open onOpenChange={() => {}} />).queryClient.setQueryData(ME_QUERY_KEY, me);
    const dialog = screen.getByRole('dialog', { name: 'Neues Event erstellen' });
    await u.type(within(dialog).getByLabelText(/^Name/), 'Messe Wien');
    await u.clear(within(dialog).getByLabelText(/^Slug/));
    await u.type(within(dialog).getByLabelText(/^Slug/), 'messe--wien');
    await u.type(within(dialog).getByLabelText(/^Startdatum/), '2026-03-05');
    await u.type(within(dialog).getByLabelText(/^Enddatum/), '2026-03-07');
    await u.type(within(dialog).getByLabelText(/^Download/), 'https://example.com/k.pdf');
    await u.click(within(dialog).getByRole('button', { name: 'Event erstellen' }));

    const slug = within(dialog).getByLabelText(/^Slug/);
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Der Slug darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.'));

    answer = () => jsonResponse({ statusCode: 402, message: 'Keine Event-Credits verfügbar.' }, 402);
    await u.type(slug, 'x');
    await u.click(within(dialog).getByRole('button', { name: 'Event erstellen' }));
    expect(await within(dialog).findByText('Keine Event-Credits verfügbar.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Keine Event-Credits verfügbar.');
  });
});

describe('DemoEventDialog errors', () => {
  it('marks the empty name at the field and keeps the focus there', async () => {
    stubPost(() => jsonResponse({}, 500));
    const u = userEvent.setup();
    renderWithProviders(<DemoEventDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Dein erstes Event' });
    await u.click(within(dialog).getByRole('button', { name: 'Event anlegen' }));
    const name = within(dialog).getByRole('textbox', { name: /^Name des Events/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Bitte gib dem Event einen Namen.'));
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Bitte prüfe deine Eingabe:\s*Bitte gib dem Event einen Namen\.$/);
  });

  it("shows the server's refusal in the dialog instead of a toast", async () => {
    stubPost(() => jsonResponse({ statusCode: 409, message: 'Du hast bereits ein Event mit diesem Slug. Bitte wähle einen anderen.' }, 409));
    const u = userEvent.setup();
    renderWithProviders(<DemoEventDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Dein erstes Event' });
    await u.type(within(dialog).getByRole('textbox', { name: /^Name des Events/ }), 'Messe Wien');
    await u.click(within(dialog).getByRole('button', { name: 'Event anlegen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Du hast bereits ein Event mit diesem Slug. Bitte wähle einen anderen.');
    expect(screen.queryByText('Fehler')).not.toBeInTheDocument();
  });
});
