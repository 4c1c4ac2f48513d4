import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { organiser, sentBodies, stubApi } from '../test-fixtures';
import { PrivatePurchaseModal } from './private-purchase-modal';

// Only Stripe's libraries are replaced: no Stripe.js from the network in unit tests.
const stripe = vi.hoisted(() => ({ confirmPayment: vi.fn(), loadStripe: vi.fn(), elementsOptions: [] as unknown[] }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    stripe.elementsOptions.push(options);
    return <div data-testid="stripe-elements">{children}</div>;
  },
  PaymentElement: () => <div data-testid="payment-element">Kartenformular</div>,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({}),
}));

const intent = { clientSecret: 'pi_1_secret_abc', amountCents: 5880, vatRate: 20, vatLabel: '20% USt. (Österreich)' };

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <output data-testid="modal-state">{open ? 'offen' : 'zu'}</output>
      <PrivatePurchaseModal open={open} onOpenChange={setOpen} publishableKey="pk_test_123" />
    </>
  );
}

function setup(extra: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    '/api/auth/me': () => jsonResponse(organiser),
    'POST /api/create-payment-intent': () => jsonResponse(intent),
    ...extra,
  });
  renderWithProviders(<Harness />);
  return fetchMock;
}

beforeEach(() => {
  stripe.confirmPayment.mockReset();
  stripe.loadStripe.mockReset().mockResolvedValue({});
  stripe.elementsOptions.length = 0;
});

describe('private purchase modal', () => {
  it('creates one payment intent, loads Stripe with the key and shows the card form with the amount', async () => {
    const fetchMock = setup();
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(screen.getByText('58,80 €', { normalizer: (s) => s.replace(/\s+/g, ' ') })).toBeInTheDocument();
    expect(screen.getByText('inkl. 20% USt. (Österreich)')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.elementsOptions.at(-1)).toMatchObject({ clientSecret: 'pi_1_secret_abc', locale: 'de' });
    expect(sentBodies(fetchMock, 'POST', '/api/create-payment-intent')).toEqual([{ amount: 4900 }]);
  });

  it('closes with its own message when the payment intent cannot be created', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({
      'POST /api/create-payment-intent': () =>
        jsonResponse({ message: 'Zahlungen sind derzeit nicht eingerichtet.', statusCode: 503 }, 503),
    });
    expect(await screen.findByText('Die Zahlung konnte nicht vorbereitet werden. Bitte versuche es erneut.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('modal-state')).toHaveTextContent('zu'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the provider message when the payment fails and lets the user try again', async () => {
    const user = userEvent.setup();
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Ihre Karte wurde abgelehnt.' } });
    const fetchMock = setup();
    await screen.findByTestId('payment-element');
    await user.click(screen.getByRole('button', { name: /58,80.*bezahlen/ }));

    expect(await screen.findByText('Zahlung fehlgeschlagen')).toBeInTheDocument();
    expect(screen.getByText('Ihre Karte wurde abgelehnt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /58,80.*bezahlen/ })).toBeEnabled();
    expect(stripe.confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
    expect(sentBodies(fetchMock, 'POST', '/api/payments/success')).toHaveLength(0);
  });

  it('asks the server after 1 s when the credit is not there yet and shows the credits', async () => {
    const user = userEvent.setup();
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const fetchMock = setup({
      'POST /api/payments/success': () => jsonResponse({ success: true, user: { eventCredits: 1 } }),
    });
    await screen.findByTestId('payment-element');
    await user.click(screen.getByRole('button', { name: /bezahlen/ }));
    expect(await screen.findByText('Zahlung erfolgreich!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Du hast jetzt 1 Event-Credit.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/payments/success')).toEqual([{ paymentIntentId: 'pi_1' }]);
    expect(screen.getByRole('link', { name: 'Events verwalten' })).toHaveAttribute('href', '/events?open_create=true');
  });

  it('needs no server confirmation when the re-read user already has the credit', async () => {
    const user = userEvent.setup();
    let credits = 0;
    stripe.confirmPayment.mockImplementation(async () => {
      credits = 1; // the webhook grants the credit meanwhile
      return { paymentIntent: { id: 'pi_2', status: 'succeeded' } };
    });
    const fetchMock = setup({ '/api/auth/me': () => jsonResponse({ ...organiser, eventCredits: credits }) });
    await screen.findByTestId('payment-element');
    await user.click(screen.getByRole('button', { name: /bezahlen/ }));
    expect(await screen.findByText('Du hast jetzt 1 Event-Credit.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/payments/success')).toHaveLength(0);
  });

  it('says the credits are being processed when the server cannot confirm them', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_3', status: 'processing' } });
    setup({
      'POST /api/payments/success': () => jsonResponse({ message: 'Die Zahlung ist noch nicht abgeschlossen.', statusCode: 409 }, 409),
    });
    await screen.findByTestId('payment-element');
    await user.click(screen.getByRole('button', { name: /bezahlen/ }));
    expect(await screen.findByText('Zahlung eingegangen', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Dein Event-Credit wird noch gebucht. Lade die Seite in einem Moment neu, dann ist er da.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('modal-state')).toHaveTextContent('zu'));
  });
});
