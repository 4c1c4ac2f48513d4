import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { InvitationRegistration } from './invitation-registration';

describe('registering from an invitation', () => {
  it('prefills the address, asks no company slug, sends the token and shows the mail step', async () => {
    document.cookie = 'XSRF-TOKEN=test-token';
    const post = vi.fn((_url: string, _init?: RequestInit) =>
      jsonResponse({ email: 'sam@firma.de', message: 'Bitte bestätige deine E-Mail-Adresse.', requiresVerification: true, user: null }, 201),
    );
    vi.stubGlobal('fetch', post);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de']);
    const onBack = vi.fn();
    renderWithProviders(<InvitationRegistration token="tok-1" email="sam@firma.de" onBack={onBack} />);
    const form = screen.getByRole('form', { name: 'Account erstellen' });
    expect(within(form).getByLabelText(/E-Mail/)).toHaveValue('sam@firma.de');
    expect(within(form).queryByLabelText(/Firmen-Slug/)).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Vollständiger Name/), 'Sam Stand');
    await userEvent.type(within(form).getByLabelText(/Passwort/), 'geheim123');
    await userEvent.click(within(form).getByRole('button', { name: 'ACCOUNT ERSTELLEN' }));
    expect(await screen.findByText('sam@firma.de', { selector: '.panel-email' })).toBeInTheDocument();
    const [url, init] = post.mock.calls.find(([u]) => u === '/api/auth/register')!;
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'sam@firma.de', name: 'Sam Stand', invitationToken: 'tok-1', password: 'geheim123', locale: 'de' });
    await userEvent.click(screen.getByRole('button', { name: 'Zurück zur Einladung' }));
    expect(onBack).toHaveBeenCalled();
  });
});
