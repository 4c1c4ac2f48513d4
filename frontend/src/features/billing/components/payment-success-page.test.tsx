import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppToaster } from '@/app/toaster';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/render';
import { organiser, sentBodies, stubApi } from '../test-fixtures';
import { rememberAfterPurchase } from '../lib/after-purchase';
import { PaymentSuccessPage } from './payment-success-page';

const SESSION = 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsT';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Under StrictMode, as main.tsx renders the app: effects run twice on mount. */
function renderPage(route: string) {
  const queryClient = createQueryClient();
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/payment-success" element={<PaymentSuccessPage />} />
            <Route path="/events" element={<h1>Events-Seite</h1>} />
            <Route path="/dashboard" element={<h1>Dashboard-Seite</h1>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <AppToaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('payment success page', () => {
  afterEach(() => sessionStorage.clear());

  it('goes on by itself to the step the credit was bought for (lifting a limit)', async () => {
    rememberAfterPurchase({ to: '/events?upgrade=ev-1&after_payment=true', automatic: true });
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...organiser, eventCredits: 1 }),
      'POST /api/payments/process-success': () => jsonResponse({ success: true, eventCredits: 1, alreadyProcessed: false }),
    });
    renderPage(`/payment-success?session_id=${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'Events-Seite' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/events?upgrade=ev-1&after_payment=true');
    expect(sessionStorage.length).toBe(0);
  });

  it('never leaves the app for a stored address from elsewhere', async () => {
    sessionStorage.setItem('fairleads.afterPurchase', JSON.stringify({ to: '//evil.example/x', automatic: true }));
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...organiser, eventCredits: 1 }),
      'POST /api/payments/process-success': () => jsonResponse({ success: true, eventCredits: 1, alreadyProcessed: false }),
    });
    renderPage(`/payment-success?session_id=${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'Zahlung erfolgreich!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Events verwalten' })).toHaveAttribute('href', '/events?open_create=true');
  });

  it('processes the session once, refreshes the user and shows the result', async () => {
    let credits = 0;
    const fetchMock = stubApi({
      '/api/auth/me': () => jsonResponse({ ...organiser, eventCredits: credits }),
      'POST /api/payments/process-success': () => {
        credits = 1;
        return jsonResponse({ success: true, eventCredits: 1, alreadyProcessed: false });
      },
    });
    renderPage(`/payment-success?session_id=${SESSION}`);

    expect(await screen.findByRole('heading', { name: 'Zahlung erfolgreich!' })).toBeInTheDocument();
    expect(await screen.findByText('Credits hinzugefügt!')).toBeInTheDocument();
    expect(screen.getByText('Deine Event-Credits stehen jetzt zur Verfügung.')).toBeInTheDocument();
    expect(screen.getByText(`${SESSION.slice(0, 20)}...`)).toBeInTheDocument();
    expect(screen.queryByText(SESSION)).not.toBeInTheDocument();
    expect(screen.getByText('49,00 EUR (netto)', { normalizer: (s) => s.replace(/\s+/g, ' ') })).toBeInTheDocument();
    expect(screen.getByText(/Umsatzsteuer wurde von Stripe berechnet/)).toBeInTheDocument();
    expect(screen.getByText(/per E-Mail geschickt/)).toBeInTheDocument();
    expect(screen.getByTestId('event-credits')).toHaveTextContent('1');

    expect(sentBodies(fetchMock, 'POST', '/api/payments/process-success')).toEqual([{ sessionId: SESSION }]);
    // The user is read again after processing.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/me').length).toBeGreaterThanOrEqual(2));
    // Still exactly one processing call after everything settled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBodies(fetchMock, 'POST', '/api/payments/process-success')).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'Events verwalten' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/events?open_create=true');
  });

  it('says the credits are being processed when processing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubApi({
      '/api/auth/me': () => jsonResponse({ ...organiser, eventCredits: 0 }),
      'POST /api/payments/process-success': () =>
        jsonResponse({ message: 'Die Zahlung ist noch nicht abgeschlossen.', statusCode: 409 }, 409),
    });
    renderPage(`/payment-success?session_id=${SESSION}`);

    expect(await screen.findByText('Credits werden verarbeitet')).toBeInTheDocument();
    expect(screen.getByText('Falls die Credits nicht gleich zu sehen sind, lade die Seite bitte neu.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zahlung erfolgreich!' })).toBeInTheDocument();
    expect(screen.getByTestId('event-credits')).toHaveTextContent('0');
    expect(sentBodies(fetchMock, 'POST', '/api/payments/process-success')).toHaveLength(1);
  });

  it('explains a missing session id and links to the dashboard', async () => {
    const fetchMock = stubApi({ '/api/auth/me': () => jsonResponse(organiser) });
    renderPage('/payment-success');
    expect(screen.getByRole('heading', { name: 'Keine Zahlung gefunden' })).toBeInTheDocument();
    expect(screen.getByText(/keine Zahlungsreferenz/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Zum Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(sentBodies(fetchMock, 'POST', '/api/payments/process-success')).toHaveLength(0);
  });
});
