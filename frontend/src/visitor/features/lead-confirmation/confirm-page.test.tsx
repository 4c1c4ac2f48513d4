import { screen } from '@testing-library/react';
import { callsTo, jsonResponse, renderVisitor, stubFetch } from '../../test-utils';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=csrf-2';
});

const success = {
  success: true,
  downloadUrl: 'https://files.example/voucher.pdf',
  message: 'Deine E-Mail-Adresse wurde bestätigt.',
  event: {
    name: 'Messe 2025',
    primaryColor: '#1d4ed8',
    secondaryColor: '#38bdf8',
    backgroundColor: '#0f172a',
    logoUrl: null,
    ctaButtonText: 'Gutschein holen',
  },
};

describe('double opt-in confirmation page', () => {
  it('confirms once under StrictMode and shows the download with the event branding and confetti', async () => {
    const fetchMock = stubFetch({ 'POST /api/confirm/tok-1': () => jsonResponse(success) });
    renderVisitor('/firma/confirm/tok-1');
    expect(screen.getByText('Deine Anmeldung wird bestätigt...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Alles bestätigt - hier ist dein Zugang!' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Gutschein holen' });
    expect(link).toHaveAttribute('href', 'https://files.example/voucher.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Deine E-Mail-Adresse wurde bestätigt.')).toBeInTheDocument();
    expect(screen.getByRole('main').style.getPropertyValue('--vp-primary')).toBe('#1d4ed8');
    expect(screen.getByTestId('confetti').children).toHaveLength(40);
    expect(callsTo(fetchMock, 'POST', '/api/confirm/tok-1')).toHaveLength(1);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('uses the default download text and skips confetti for reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    stubFetch({
      'POST /api/confirm/tok-2': () => jsonResponse({ ...success, event: { ...success.event, ctaButtonText: null } }),
    });
    renderVisitor('/confirm/tok-2');
    expect(await screen.findByRole('link', { name: '📥 Jetzt herunterladen' })).toBeInTheDocument();
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });

  it('shows the failure view for an unknown or expired token', async () => {
    stubFetch({
      'POST /api/confirm/bad': () =>
        jsonResponse({ message: 'Der Bestätigungslink ist ungültig oder bereits abgelaufen.', statusCode: 404 }, 404),
    });
    renderVisitor('/confirm/bad');
    expect(await screen.findByRole('heading', { name: 'Bestätigung fehlgeschlagen' })).toBeInTheDocument();
    expect(screen.getByText('Der Bestätigungslink ist ungültig oder bereits abgelaufen.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderVisitor('/confirm/tok-3');
    expect(await screen.findByRole('heading', { name: 'Bestätigung fehlgeschlagen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});

describe('other paths', () => {
  it('shows the English 404 page', async () => {
    stubFetch({});
    renderVisitor('/form/a/b/c');
    expect(screen.getByRole('heading', { name: '404 - Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
