import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '@/i18n';
import { navigation } from '@/lib/navigation';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { emptyBillingData, organiser, savedBillingData, sentBodies, stubApi } from '../test-fixtures';
import { BillingDataModal } from './billing-data-modal';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        öffnen
      </button>
      <BillingDataModal open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openModal(billingData: unknown = savedBillingData, extra: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    '/api/auth/me': () => jsonResponse(organiser),
    'GET /api/billing-data': () => jsonResponse(billingData),
    ...extra,
  });
  renderWithProviders(<Harness />);
  const dialog = await screen.findByRole('dialog', { name: 'Rechnungsdaten erfassen' });
  await within(dialog).findByLabelText(/^Vorname/);
  return { dialog, fetchMock };
}

function taxBox() {
  return within(screen.getByRole('region', { name: 'Preisübersicht' }));
}

/** The tax box's lines as 'label: amount', whitespace normalised (the € sign follows a no-break space). */
function taxLines(): string[] {
  return taxBox()
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent?.replace(/\s/g, ' ')}`);
}

describe('billing-data modal', () => {
  it('prefills the saved billing data and computes 20 % VAT for Austria', async () => {
    await openModal();
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Erika');
    expect(screen.getByLabelText(/^Firmenname/)).toHaveValue('Messebau GmbH');
    expect(screen.getByLabelText(/^E-Mail für die Rechnung/)).toHaveValue('rechnung@messebau.at');
    expect(screen.getByLabelText(/^PLZ/)).toHaveValue('1010');
    expect(screen.getByLabelText(/^Land/)).toHaveValue('AT');
    expect(taxLines()).toEqual([
      '1 Event-Credit (netto): 49,00 €',
      '20% USt. (Österreich): 9,80 €',
      'Gesamtbetrag: 58,80 €',
    ]);
  });

  it('speaks English when the user does: labels, countries, the VAT line and euros in English formats', async () => {
    await i18n.changeLanguage('en');
    stubApi({ '/api/auth/me': () => jsonResponse(organiser), 'GET /api/billing-data': () => jsonResponse(savedBillingData) });
    renderWithProviders(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Enter billing details' });
    expect(await within(dialog).findByLabelText(/^First name/)).toHaveValue('Erika');
    const country = within(dialog).getByLabelText(/^Country/);
    expect(country).toHaveValue('AT');
    expect(within(country).getByRole('option', { name: 'Austria' })).toBeInTheDocument();
    const box = within(screen.getByRole('region', { name: 'Price overview' }));
    expect(box.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent?.replace(/\s/g, ' ')}`)).toEqual([
      '1 event credit (net): €49.00',
      '20% VAT (Austria): €9.80',
      'Total: €58.80',
    ]);
    await userEvent.type(within(dialog).getByLabelText(/^VAT ID/), 'ATU1');
    expect(await within(dialog).findByText('Invalid format for Austria. Example: ATU12345678')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
    expect(screen.queryByText('Rechnungsdaten erfassen')).not.toBeInTheDocument();
    expect(screen.queryByText(/Österreich|USt\./)).not.toBeInTheDocument();
  });

  it('offers the 27 EU states plus Schweiz and USA', async () => {
    await openModal();
    const options = within(screen.getByLabelText(/^Land/)).getAllByRole('option');
    expect(options).toHaveLength(29);
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['Deutschland', 'Österreich', 'Schweiz', 'USA']));
    expect(options.map((o) => o.textContent)).not.toContain('Vereinigtes Königreich');
  });

  it('switches to Germany when the saved billing data has no country', async () => {
    await openModal(emptyBillingData);
    expect(screen.getByLabelText(/^Land/)).toHaveValue('DE');
    // Without saved e-mail the account's address is proposed.
    expect(screen.getByLabelText(/^E-Mail für die Rechnung/)).toHaveValue(organiser.email);
  });

  it('stays on Austria when the billing data cannot be loaded', async () => {
    await openModal(undefined, { 'GET /api/billing-data': () => jsonResponse({ message: 'kaputt' }, 500) });
    expect(screen.getByLabelText(/^Land/)).toHaveValue('AT');
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('');
  });

  it('updates the tax line live: DE with and without VAT id, AT with VAT id, CH, US', async () => {
    const user = userEvent.setup();
    await openModal();
    const country = screen.getByLabelText(/^Land/);
    const vatId = screen.getByLabelText(/^USt-IdNr\./);

    await user.selectOptions(country, 'DE');
    expect(taxLines()).toEqual(['1 Event-Credit (netto): 49,00 €', '19% USt. (Deutschland): 9,31 €', 'Gesamtbetrag: 58,31 €']);

    await user.type(vatId, 'de 123 456 789');
    expect(taxLines()).toEqual(['1 Event-Credit (netto): 49,00 €', 'Reverse Charge - USt. zahlt Kunde: 0,00 €', 'Gesamtbetrag: 49,00 €']);

    // Austria always charges VAT, also to businesses with a VAT id.
    await user.selectOptions(country, 'AT');
    expect(taxBox().getByText('20% USt. (Österreich)')).toBeInTheDocument();

    await user.clear(vatId);
    await user.selectOptions(country, 'CH');
    expect(taxLines()).toEqual(['1 Event-Credit (netto): 49,00 €', 'Kein EU-Land - keine USt.: 0,00 €', 'Gesamtbetrag: 49,00 €']);

    await user.selectOptions(country, 'US');
    expect(taxBox().getByText('Kein EU-Land - keine USt.')).toBeInTheDocument();

    await user.selectOptions(country, 'HU');
    expect(taxLines()).toContain('27% USt. (Ungarn): 13,23 €');
  });

  it('shows the VAT id indicator live', async () => {
    const user = userEvent.setup();
    await openModal();
    const vatId = screen.getByLabelText(/^USt-IdNr\./);
    await user.selectOptions(screen.getByLabelText(/^Land/), 'DE');

    await user.type(vatId, 'DE12345');
    expect(screen.getByText('Ungültiges Format für Deutschland. Beispiel: DE123456789')).toBeInTheDocument();

    await user.type(vatId, '6789');
    expect(screen.getByText(/Format gültig - wird von Stripe final validiert/)).toBeInTheDocument();
    expect(screen.queryByText(/Ungültiges Format/)).not.toBeInTheDocument();

    await user.clear(vatId);
    await user.type(vatId, 'NL123456789B1');
    await user.selectOptions(screen.getByLabelText(/^Land/), 'NL');
    expect(screen.getByText('Ungültiges Format für Niederlande. Beispiel: NL123456789B01')).toBeInTheDocument();
  });

  it('shows the validation messages and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openModal(emptyBillingData);
    await user.clear(screen.getByLabelText(/^E-Mail für die Rechnung/));
    await user.type(screen.getByLabelText(/^E-Mail für die Rechnung/), 'keine-mail');
    await user.type(screen.getByLabelText(/^USt-IdNr\./), 'DE1');
    await user.click(screen.getByRole('button', { name: 'Zur Zahlung' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben (8 Felder):');
    for (const [label, message] of [
      [/^Vorname/, 'Vorname ist erforderlich'],
      [/^Nachname/, 'Nachname ist erforderlich'],
      [/^Firmenname/, 'Firmenname ist erforderlich'],
      [/^E-Mail für die Rechnung/, 'Gültige E-Mail-Adresse erforderlich'],
      [/^Straße/, 'Straße ist erforderlich'],
      [/^PLZ/, 'PLZ ist erforderlich'],
      [/^Stadt/, 'Stadt ist erforderlich'],
      [/^USt-IdNr\./, 'Ungültige USt-IdNr.'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText(/^Vorname/)).toHaveFocus();
    expect(sentBodies(fetchMock, 'POST', '/api/create-b2b-checkout-session')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Vorname/), 'E');
    expect(screen.getByLabelText(/^Vorname/)).not.toHaveAttribute('aria-invalid');
  });

  it("marks the fields the server refuses in the billing data, with the server's sentences", async () => {
    const user = userEvent.setup();
    await openModal(savedBillingData, {
      'POST /api/create-b2b-checkout-session': () =>
        jsonResponse(
          { statusCode: 400, message: 'Bitte gib den Ort an.', errors: { 'billingData.city': 'Bitte gib den Ort an.', 'billingData.postalCode': 'Die PLZ ist zu lang.' } },
          400,
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Zur Zahlung' }));
    await waitFor(() => expect(screen.getByLabelText(/^PLZ/)).toHaveFocus());
    expect(screen.getByLabelText(/^PLZ/)).toHaveAccessibleDescription('Die PLZ ist zu lang.');
    expect(screen.getByLabelText(/^Stadt/)).toHaveAccessibleDescription('Bitte gib den Ort an.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben (2 Felder):');
  });

  it('creates the checkout session, shows the redirect spinner and goes to Stripe', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { fetchMock } = await openModal(savedBillingData, {
      'POST /api/create-b2b-checkout-session': () => jsonResponse({ url: 'https://checkout.stripe.test/pay/cs_1' }),
    });
    await user.selectOptions(screen.getByLabelText(/^Land/), 'DE');
    await user.type(screen.getByLabelText(/^USt-IdNr\./), ' de123456789 ');
    await user.click(screen.getByRole('button', { name: 'Zur Zahlung' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_1'));
    expect(screen.getByText('Weiterleitung zu Stripe Checkout...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zur Zahlung' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/create-b2b-checkout-session')).toEqual([
      {
        amount: 4900,
        billingData: {
          firstName: 'Erika',
          lastName: 'Muster',
          companyName: 'Messebau GmbH',
          email: 'rechnung@messebau.at',
          street: 'Opernring 1',
          city: 'Wien',
          postalCode: '1010',
          country: 'DE',
          vatId: 'DE123456789',
        },
      },
    ]);
  });

  it("says in the dialog what failed and resets the loading state when the session fails", async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openModal(savedBillingData, {
      'POST /api/create-b2b-checkout-session': () =>
        jsonResponse({ message: 'Zahlungen sind derzeit nicht eingerichtet.', statusCode: 503 }, 503),
    });
    await user.click(screen.getByRole('button', { name: 'Zur Zahlung' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Zahlungen sind derzeit nicht eingerichtet.');
    expect(screen.getByRole('button', { name: 'Zur Zahlung' })).toBeEnabled();
    expect(screen.queryByText('Weiterleitung zu Stripe Checkout...')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('treats an answer without url as a failure', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openModal(savedBillingData, { 'POST /api/create-b2b-checkout-session': () => jsonResponse({}) });
    await user.click(screen.getByRole('button', { name: 'Zur Zahlung' }));
    expect(await screen.findByText('Die Zahlung konnte nicht gestartet werden.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves the redirecting state when Back restores the page from the cache', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    await openModal(savedBillingData, {
      'POST /api/create-b2b-checkout-session': () => jsonResponse({ url: 'https://checkout.stripe.test/pay/cs_2' }),
    });
    await user.click(screen.getByRole('button', { name: 'Zur Zahlung' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(screen.getByText('Weiterleitung zu Stripe Checkout...')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(await screen.findByRole('button', { name: 'Zur Zahlung' })).toBeEnabled();
  });

  it('closing resets the loading state', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    await openModal(savedBillingData, {
      // Never answers: the redirect spinner stays until the modal is closed.
      'POST /api/create-b2b-checkout-session': () => new Promise<Response>(() => {}),
    });
    await user.click(screen.getByRole('button', { name: 'Zur Zahlung' }));
    expect(await screen.findByText('Weiterleitung zu Stripe Checkout...')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'öffnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnungsdaten erfassen' });
    expect(await within(dialog).findByRole('button', { name: 'Zur Zahlung' })).toBeEnabled();
    expect(within(dialog).queryByText('Weiterleitung zu Stripe Checkout...')).not.toBeInTheDocument();
  });
});
