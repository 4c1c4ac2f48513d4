import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigation } from '@/lib/navigation';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { organiser, paymentsDisabled, paymentsEnabled, savedBillingData, sentBodies, stubApi } from '../test-fixtures';
import { BillingSettings } from './billing-settings';

function setup(config: unknown, extra: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    '/api/auth/me': () => jsonResponse({ ...organiser, eventCredits: 3 }),
    '/api/payments/config': () => jsonResponse(config),
    'GET /api/billing-data': () => jsonResponse(savedBillingData),
    ...extra,
  });
  renderWithProviders(<BillingSettings />);
  return fetchMock;
}

describe('settings billing tab', () => {
  it('explains that payments are not set up instead of offering buy buttons', async () => {
    setup(paymentsDisabled);
    expect(await screen.findByText('Online-Zahlung nicht verfügbar')).toBeInTheDocument();
    expect(screen.getByText(/noch nicht eingerichtet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Als Unternehmen kaufen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Privat kaufen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechnungen anzeigen' })).not.toBeInTheDocument();
    // Credits and company data stay available.
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Firmendaten speichern' })).toBeInTheDocument();
  });

  it('shows the credits and the buy buttons; B2B opens the billing-data modal', async () => {
    const user = userEvent.setup();
    setup(paymentsEnabled);
    expect(await screen.findByText('Verfügbare Event-Credits')).toBeInTheDocument();
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Privat kaufen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Als Unternehmen kaufen' }));
    expect(await screen.findByRole('dialog', { name: 'Rechnungsdaten erfassen' })).toBeInTheDocument();
  });

  it('saves the company data with the settings country list', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(paymentsEnabled, {
      'PUT /api/billing-data': (init) => {
        const body = JSON.parse(String(init?.body));
        return jsonResponse({ ...savedBillingData, billingCompanyName: body.companyName, billingCountry: body.country, billingVatId: body.vatId ?? null });
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Firmendaten' }));
    const country = await form.findByLabelText(/^Land/);
    expect(country).toHaveValue('AT');
    expect(within(country).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(
      ['AT', 'DE', 'CH', 'US', 'GB', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'CZ', 'SK', 'HU', 'SI'],
    );

    await user.clear(form.getByLabelText(/^Firmenname/));
    await user.click(form.getByRole('button', { name: 'Firmendaten speichern' }));
    expect(form.getByLabelText(/^Firmenname/)).toHaveAccessibleDescription('Firmenname ist erforderlich');
    expect(form.getByLabelText(/^Firmenname/)).toHaveFocus();
    expect(sentBodies(fetchMock, 'PUT', '/api/billing-data')).toHaveLength(0);

    await user.type(form.getByLabelText(/^Firmenname/), 'Neue Messe AG');
    await user.selectOptions(country, 'GB');
    await user.type(form.getByLabelText(/^USt-IdNr\./), 'gb 123456789');
    await user.click(form.getByRole('button', { name: 'Firmendaten speichern' }));
    expect(await screen.findByText('Firmendaten gespeichert.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/billing-data')).toEqual([
      {
        firstName: 'Erika',
        lastName: 'Muster',
        companyName: 'Neue Messe AG',
        email: 'rechnung@messebau.at',
        street: 'Opernring 1',
        city: 'Wien',
        postalCode: '1010',
        country: 'GB',
        vatId: 'GB123456789',
      },
    ]);
  });

  it("marks a field the server refuses, and says above the fields what else failed", async () => {
    const user = userEvent.setup();
    let answer = jsonResponse({ statusCode: 400, message: 'Die PLZ ist zu lang.', errors: { postalCode: 'Die PLZ ist zu lang.' } }, 400);
    setup(paymentsEnabled, { 'PUT /api/billing-data': () => answer });
    const form = within(await screen.findByRole('form', { name: 'Firmendaten' }));
    await user.click(await form.findByRole('button', { name: 'Firmendaten speichern' }));
    await waitFor(() => expect(form.getByLabelText(/^PLZ/)).toHaveFocus());
    expect(form.getByLabelText(/^PLZ/)).toHaveAccessibleDescription('Die PLZ ist zu lang.');

    answer = new Response('<html>Bad Gateway</html>', { status: 502 });
    await user.click(form.getByRole('button', { name: 'Firmendaten speichern' }));
    expect(await form.findByText('Firmendaten konnten nicht gespeichert werden.')).toBeInTheDocument();
    expect(form.getByRole('alert')).toHaveTextContent('Firmendaten konnten nicht gespeichert werden.');
  });

  it('opens the invoices portal, or shows the server message', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    let answer = jsonResponse({ message: 'Noch keine Rechnungen vorhanden.', statusCode: 404 }, 404);
    setup(paymentsEnabled, { 'POST /api/billing-portal': () => answer });

    await user.click(await screen.findByRole('button', { name: 'Rechnungen anzeigen' }));
    expect(await screen.findByText('Noch keine Rechnungen vorhanden.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    answer = jsonResponse({ url: 'https://billing.stripe.test/session/bps_1' });
    await user.click(screen.getByRole('button', { name: 'Rechnungen anzeigen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/session/bps_1'));
  });
});
