import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { organiser, paymentsDisabled, paymentsEnabled, savedBillingData, stubApi } from '../test-fixtures';
import { BuyCreditDialog } from './buy-credit-dialog';

const stripe = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  PaymentElement: () => <div data-testid="payment-element">Kartenformular</div>,
  useStripe: () => ({ confirmPayment: vi.fn() }),
  useElements: () => ({}),
}));

function setup(config: unknown) {
  stubApi({
    '/api/auth/me': () => jsonResponse(organiser),
    '/api/payments/config': () => jsonResponse(config),
    'GET /api/billing-data': () => jsonResponse(savedBillingData),
    'POST /api/create-payment-intent': () =>
      jsonResponse({ clientSecret: 'pi_secret', amountCents: 5880, vatRate: 20, vatLabel: '20% USt. (Österreich)' }),
  });
  renderWithProviders(<BuyCreditDialog open onOpenChange={() => {}} />);
}

beforeEach(() => {
  stripe.loadStripe.mockReset().mockResolvedValue({});
});

describe('payment dialog (buy a credit)', () => {
  it('explains that payments are not set up, without buy options', async () => {
    setup(paymentsDisabled);
    const dialog = await screen.findByRole('dialog', { name: 'Weiteres Event buchen' });
    expect(await within(dialog).findByText('Online-Zahlung nicht verfügbar')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Als Unternehmen kaufen/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Privat kaufen/ })).not.toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it('offers both purchases; the company purchase opens the billing-data modal without loading Stripe.js', async () => {
    const user = userEvent.setup();
    setup(paymentsEnabled);
    const dialog = await screen.findByRole('dialog', { name: 'Weiteres Event buchen' });
    expect(within(dialog).getByText(/49,00 EUR netto/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: /Als Unternehmen kaufen/ }));
    expect(await screen.findByRole('dialog', { name: 'Rechnungsdaten erfassen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Weiteres Event buchen' })).not.toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it('the private purchase loads Stripe.js only now and shows the card form', async () => {
    const user = userEvent.setup();
    setup(paymentsEnabled);
    const dialog = await screen.findByRole('dialog', { name: 'Weiteres Event buchen' });
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    await user.click(await within(dialog).findByRole('button', { name: /Privat kaufen/ }));
    expect(await screen.findByRole('dialog', { name: 'Event-Credit privat kaufen' })).toBeInTheDocument();
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
  });
});
