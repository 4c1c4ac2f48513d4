import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { EmailChangePage } from './email-change-page';

type Handler = () => Response | Promise<Response>;

/** Routes fetch calls by "METHOD url"; a signed-out visitor (me answers 401). */
function stubApi(handlers: Record<string, Handler>) {
  document.cookie = 'XSRF-TOKEN=test-token';
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      if (key === 'GET /api/auth/me') return jsonResponse({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Nicht angemeldet' }, 401);
      const handler = handlers[key];
      if (!handler) throw new Error(`unexpected ${key}`);
      return handler();
    }),
  );
  return calls;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/e-mail-aendern/:token" element={<EmailChangePage />} />
    </Routes>,
    { route: '/e-mail-aendern/tok-1' },
  );
}

describe('EmailChangePage', () => {
  it('confirms the address as it opens and leads to the sign-in with the new address', async () => {
    stubApi({ 'POST /api/auth/email-change/tok-1': () => jsonResponse({ message: 'Geändert.', email: 'neu@firma.de' }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'E-Mail-Adresse geändert' })).toHaveFocus();
    expect(screen.getByText('Du meldest dich ab jetzt mit neu@firma.de an.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/?login=1&email=neu%40firma.de');
  });

  it('says an expired link is expired, without a retry that could not help', async () => {
    stubApi({
      'POST /api/auth/email-change/tok-1': () => jsonResponse({ statusCode: 410, code: 'EMAIL_CHANGE_EXPIRED', message: 'Dieser Link ist abgelaufen.' }, 410),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Dieser Link ist abgelaufen' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });

  it('says the address was taken meanwhile and the old one still holds, without a retry', async () => {
    stubApi({
      'POST /api/auth/email-change/tok-1': () =>
        jsonResponse({ statusCode: 409, code: 'IDENTITY_EMAIL_TAKEN', message: 'Diese E-Mail-Adresse gehört bereits zu einem anderen Konto.' }, 409),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Diese Adresse ist schon vergeben' })).toHaveFocus();
    expect(screen.getByText(/Deine bisherige Adresse gilt weiter/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
