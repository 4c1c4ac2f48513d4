import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { newAccount, registerAndVerify } from './support/accounts';
import { createEvent } from './support/events';
import { apiWithFakeStripe, FAKE_STRIPE_KEYS, FakeStripe } from './support/fake-stripe';
import { createTestApp, TestClient } from './support/test-app';

const NOT_CONFIGURED = 'Zahlungen sind derzeit nicht eingerichtet. Bitte wende dich an den Support.';
const APP_URL = 'http://localhost:3999';

const billing = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Muster',
  companyName: 'Muster GmbH',
  email: 'rechnung@muster.example',
  street: 'Hauptstraße 1',
  city: 'Berlin',
  postalCode: '10115',
  country: 'DE',
  ...overrides,
});

describe('billing: billing data, Stripe checkout, private payments, webhooks, fulfilment', () => {
  const suite = apiWithFakeStripe();
  let fake: FakeStripe;
  let webhookUrl: string;

  beforeAll(async () => {
    fake = suite.stripe;
    // the fake's pay page posts its webhooks to the API like Stripe would
    const server = suite.t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`;
    fake.setWebhookTarget(webhookUrl, FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET);
  });

  /** `id`: the signed-in user; `accountId`: the account their registration made, which pays. */
  async function organiser(): Promise<{ client: TestClient; id: string; accountId: string }> {
    const client = suite.t.client();
    const account = await registerAndVerify(client, suite.sink, newAccount());
    const login = await client.post('/api/auth/login', account);
    expect(login.status).toBe(200);
    return { client, id: login.body.user.id, accountId: login.body.user.currentAccountId };
  }

  const credits = async (client: TestClient): Promise<number> => (await client.get('/api/auth/me').expect(200)).body.eventCredits;

  async function checkout(client: TestClient, data = billing()): Promise<{ sessionId: string; url: string }> {
    const res = await client.post('/api/create-b2b-checkout-session', { amount: 4900, billingData: data });
    expect(res.status).toBe(200);
    const url: string = res.body.url;
    return { url, sessionId: url.split('/pay/')[1] };
  }

  const lastSessionRequest = () => fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.body;

  async function postWebhook(payload: string, header?: string) {
    const req = request(suite.t.app.getHttpServer()).post('/api/webhooks/stripe').set('Content-Type', 'application/json; charset=utf-8');
    if (header !== undefined) req.set('Stripe-Signature', header);
    return req.send(payload);
  }

  async function paymentRow(where: string, value: string) {
    const rows = await suite.t.dataSource.query(`SELECT * FROM payments WHERE ${where} = $1`, [value]);
    return rows;
  }

  describe('payments config and billing data', () => {
    it('tells the SPA that payments are set up, with the publishable key and the price', async () => {
      const { client } = await organiser();
      expect((await client.get('/api/payments/config')).body).toEqual({
        enabled: true,
        publishableKey: FAKE_STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY,
        pricePerCreditCents: 4900,
      });
      await request(suite.t.app.getHttpServer()).get('/api/payments/config').expect(401);
    });

    it('answers nulls before anything was saved, then the saved fields (VAT id normalised)', async () => {
      const { client } = await organiser();
      expect((await client.get('/api/billing-data')).body).toEqual({
        billingFirstName: null,
        billingLastName: null,
        billingCompanyName: null,
        billingEmail: null,
        billingStreet: null,
        billingZip: null,
        billingCity: null,
        billingCountry: null,
        billingVatId: null,
      });
      const saved = await client.send('put', '/api/billing-data', billing({ companyName: '  Muster GmbH ', vatId: ' de 123 456 789 ', country: 'de' }));
      expect(saved.status).toBe(200);
      const expected = {
        billingFirstName: 'Anna',
        billingLastName: 'Muster',
        billingCompanyName: 'Muster GmbH',
        billingEmail: 'rechnung@muster.example',
        billingStreet: 'Hauptstraße 1',
        billingZip: '10115',
        billingCity: 'Berlin',
        billingCountry: 'DE',
        billingVatId: 'DE123456789',
      };
      expect(saved.body).toEqual(expected);
      expect((await client.get('/api/billing-data')).body).toEqual(expected);
      // saving without a VAT id removes it
      const cleared = await client.send('put', '/api/billing-data', billing({ vatId: '' }));
      expect(cleared.body.billingVatId).toBeNull();
      await request(suite.t.app.getHttpServer()).get('/api/billing-data').expect(401);
    });

    it.each([
      [{ firstName: '' }, 'Vorname ist erforderlich'],
      [{ firstName: undefined }, 'Vorname ist erforderlich'],
      [{ lastName: '   ' }, 'Nachname ist erforderlich'],
      [{ companyName: '' }, 'Firmenname ist erforderlich'],
      [{ email: '' }, 'Gültige E-Mail-Adresse erforderlich'],
      [{ email: 'keine-adresse' }, 'Gültige E-Mail-Adresse erforderlich'],
      [{ street: '' }, 'Straße ist erforderlich'],
      [{ city: '' }, 'Stadt ist erforderlich'],
      [{ postalCode: '' }, 'PLZ ist erforderlich'],
      [{ country: '' }, 'Land ist erforderlich'],
      [{ country: 42 }, 'Land ist erforderlich'],
      [{ country: 'XX' }, 'Bitte wähle ein Land aus der Liste.'],
      [{ companyName: 'x'.repeat(201) }, 'Firmenname darf höchstens 200 Zeichen lang sein.'],
      [{ vatId: 'DE12345' }, 'Ungültiges Format für Deutschland. Beispiel: DE123456789'],
      [{ country: 'AT', vatId: 'AT1234' }, 'Ungültiges Format für Österreich. Beispiel: ATU12345678'],
      [{ country: 'NL', vatId: 'NL123456789' }, 'Ungültiges Format für Niederlande. Beispiel: NL123456789B01'],
      [{ country: 'BE', vatId: 'BE0123456789012345678' }, 'Ungültige USt-IdNr.'],
    ])('refuses %j with 400 and its German message', async (change, message) => {
      const { client } = await organiser();
      const res = await client.send('put', '/api/billing-data', billing(change));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message });
      expect((await client.get('/api/billing-data')).body.billingCountry).toBeNull();
    });

    it('leaves the VAT id of countries without a known format to Stripe', async () => {
      const { client } = await organiser();
      const res = await client.send('put', '/api/billing-data', billing({ country: 'BE', vatId: 'be 0123.456.789' }));
      expect(res.status).toBe(200);
      expect(res.body.billingVatId).toBe('BE0123.456.789');
    });
  });

  describe('B2B checkout', () => {
    it('creates the Stripe customer and a checkout over 49 EUR plus 19 % for a German company', async () => {
      const { client, id, accountId } = await organiser();
      const { url, sessionId } = await checkout(client);
      expect(url).toBe(`${fake.url}/pay/${sessionId}`);

      const body = lastSessionRequest();
      expect(body).toMatchObject({
        mode: 'payment',
        client_reference_id: accountId,
        locale: 'de',
        success_url: `${APP_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${APP_URL}/dashboard?payment=cancelled`,
        invoice_creation: { enabled: 'true' },
        metadata: { accountId, userId: id, credits: '1', vatRate: '19', country: 'DE' },
      });
      expect(body.line_items).toHaveLength(1);
      expect(body.line_items[0]).toMatchObject({
        quantity: '1',
        price_data: { currency: 'eur', unit_amount: '4900', product_data: { name: 'FairLeads Event-Credit' } },
      });
      const taxRate = fake.store.taxRates.get(body.line_items[0].tax_rates[0])!;
      expect(taxRate).toMatchObject({ percentage: 19, inclusive: false, country: 'DE' });

      const customer = fake.store.customers.get(body.customer)!;
      expect(customer).toMatchObject({
        name: 'Muster GmbH',
        email: 'rechnung@muster.example',
        address: { line1: 'Hauptstraße 1', postal_code: '10115', city: 'Berlin', country: 'DE' },
        preferred_locales: ['de'],
        tax_exempt: 'none',
        metadata: { userId: id },
      });
      expect(fake.store.sessions.get(sessionId)).toMatchObject({ amount_subtotal: 4900, amount_total: 5831, total_details: { amount_tax: 931 } });

      // the billing data was saved with the checkout
      expect((await client.get('/api/billing-data')).body).toMatchObject({ billingCompanyName: 'Muster GmbH', billingCountry: 'DE' });
      const [row] = await paymentRow('stripe_checkout_session_id', sessionId);
      expect(row).toMatchObject({ account_id: accountId, flow: 'checkout', state: 'pending', amount_net_cents: 4900, vat_cents: 931, vat_rate: 19, country: 'DE', currency: 'eur', paid_at: null });

      // a second checkout reuses the customer and the remembered tax rate
      const taxRatesBefore = fake.requestsTo('POST', '/v1/tax_rates').length;
      const customersBefore = fake.requestsTo('POST', '/v1/customers').length;
      await checkout(client, billing({ street: 'Nebenstraße 2' }));
      expect(fake.requestsTo('POST', '/v1/tax_rates')).toHaveLength(taxRatesBefore);
      expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(customersBefore);
      expect(lastSessionRequest().customer).toBe(body.customer);
      expect(lastSessionRequest().line_items[0].tax_rates).toEqual([taxRate.id]);
      expect(customer.address.line1).toBe('Nebenstraße 2');
    });

    it('charges no VAT to a German company with a VAT id (reverse charge) and registers the id at Stripe', async () => {
      const { client } = await organiser();
      const { sessionId } = await checkout(client, billing({ vatId: 'DE 123456789' }));
      const body = lastSessionRequest();
      expect(body.line_items[0].tax_rates).toBeUndefined();
      expect(body.metadata).toMatchObject({ vatRate: '0', country: 'DE' });
      const customer = fake.store.customers.get(body.customer)!;
      expect(customer.tax_exempt).toBe('reverse');
      const taxIds = [...fake.store.taxIds.values()].filter((t) => t.customer === customer.id);
      expect(taxIds).toEqual([expect.objectContaining({ type: 'eu_vat', value: 'DE123456789' })]);
      expect(fake.store.sessions.get(sessionId)).toMatchObject({ amount_total: 4900, total_details: { amount_tax: 0 } });

      // a changed VAT id replaces the old one
      await checkout(client, billing({ vatId: 'DE987654321' }));
      expect([...fake.store.taxIds.values()].filter((t) => t.customer === customer.id).map((t) => t.value)).toEqual(['DE987654321']);
    });

    it('charges Austria’s 20 % to an Austrian company even with a VAT id', async () => {
      const { client } = await organiser();
      const { sessionId } = await checkout(client, billing({ country: 'AT', city: 'Wien', postalCode: '1010', vatId: 'ATU12345678' }));
      const body = lastSessionRequest();
      expect(fake.store.taxRates.get(body.line_items[0].tax_rates[0])).toMatchObject({ percentage: 20, country: 'AT' });
      expect(fake.store.customers.get(body.customer)!.tax_exempt).toBe('none');
      expect(fake.store.sessions.get(sessionId)).toMatchObject({ amount_total: 5880, total_details: { amount_tax: 980 } });
    });

    it('replaces a remembered tax rate that Stripe does not know (another Stripe account) instead of failing every checkout', async () => {
      const { client } = await organiser();
      await checkout(client, billing({ country: 'AT', city: 'Wien', postalCode: '1010' })); // remembers AT 20 %
      await suite.t.dataSource.query(`UPDATE stripe_tax_rates SET stripe_id = 'txr_of_another_account' WHERE country = 'AT' AND rate = 20`);

      const { sessionId } = await checkout(client, billing({ country: 'AT', city: 'Graz', postalCode: '8010' }));
      const rateId = lastSessionRequest().line_items[0].tax_rates[0];
      expect(fake.store.taxRates.get(rateId)).toMatchObject({ percentage: 20, country: 'AT', active: true });
      expect(fake.store.sessions.get(sessionId)).toMatchObject({ amount_total: 5880 });
      const [stored] = await suite.t.dataSource.query(`SELECT stripe_id FROM stripe_tax_rates WHERE country = 'AT' AND rate = 20`);
      expect(stored.stripe_id).toBe(rateId);
    });

    it('charges no VAT to a Swiss company', async () => {
      const { client } = await organiser();
      const { sessionId } = await checkout(client, billing({ country: 'CH', city: 'Zürich', postalCode: '8001', vatId: 'CHE-123.456.789' }));
      const body = lastSessionRequest();
      expect(body.line_items[0].tax_rates).toBeUndefined();
      expect(fake.store.customers.get(body.customer)!.tax_exempt).toBe('exempt');
      expect([...fake.store.taxIds.values()].filter((t) => t.customer === body.customer)).toEqual([]);
      expect(fake.store.sessions.get(sessionId)).toMatchObject({ amount_total: 4900 });
    });

    it.each([[{ amount: 100 }], [{ amount: 49 }], [{ amount: '4900' }], [{ amount: 4900.5 }], [{}]])(
      'refuses a tampered amount %j',
      async (amount) => {
        const { client } = await organiser();
        const before = fake.requestsTo('POST', '/v1/checkout/sessions').length;
        const res = await client.post('/api/create-b2b-checkout-session', { ...amount, billingData: billing() });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Ungültiger Betrag.');
        expect(fake.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(before);
        const intent = await client.post('/api/create-payment-intent', amount);
        expect(intent.status).toBe(400);
        expect(intent.body.message).toBe('Ungültiger Betrag.');
      },
    );

    it('validates the billing data of a checkout like the form', async () => {
      const { client } = await organiser();
      const missing = await client.post('/api/create-b2b-checkout-session', { amount: 4900 });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Bitte gib deine Rechnungsdaten an.');
      const bad = await client.post('/api/create-b2b-checkout-session', { amount: 4900, billingData: billing({ postalCode: '' }) });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('PLZ ist erforderlich');
      const vat = await client.post('/api/create-b2b-checkout-session', { amount: 4900, billingData: billing({ country: 'IT', vatId: 'IT123' }) });
      expect(vat.status).toBe(400);
      expect(vat.body.message).toBe('Ungültiges Format für Italien. Beispiel: IT12345678901');
    });

    it('refuses a VAT id that Stripe does not accept with a German sentence', async () => {
      const { client } = await organiser();
      const res = await client.post('/api/create-b2b-checkout-session', { amount: 4900, billingData: billing({ country: 'BE', vatId: 'BE-0' }) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Die USt-IdNr. wurde vom Zahlungsanbieter nicht akzeptiert. Bitte prüfe sie oder lass das Feld leer.');
    });
  });

  describe('checkout success and webhooks', () => {
    it('refuses an unpaid session (409), another organiser’s session and an unknown one (404)', async () => {
      const { client } = await organiser();
      const other = await organiser();
      const { sessionId } = await checkout(client);
      const unpaid = await client.post('/api/payments/process-success', { sessionId });
      expect(unpaid.status).toBe(409);
      expect(unpaid.body.message).toBe('Die Zahlung ist noch nicht abgeschlossen.');

      fake.markPaid(sessionId);
      const foreign = await other.client.post('/api/payments/process-success', { sessionId });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('Zahlung nicht gefunden.');
      expect(await credits(other.client)).toBe(0);

      const unknown = await client.post('/api/payments/process-success', { sessionId: 'cs_test_gibtsnicht' });
      expect(unknown.status).toBe(404);
      const empty = await client.post('/api/payments/process-success', {});
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Die Sitzungs-ID der Zahlung fehlt.');
    });

    it('grants exactly one credit for 20 duplicate deliveries, 20 other events of the same payment and a racing success page', async () => {
      const { client, accountId } = await organiser();
      const { sessionId } = await checkout(client);
      const { session, paymentIntent } = fake.markPaid(sessionId);
      const completed = fake.event('checkout.session.completed', session);
      const duplicate = fake.sign(completed);
      const others = Array.from({ length: 20 }, (_, i) =>
        fake.sign(fake.event(i % 2 ? 'checkout.session.completed' : 'checkout.session.async_payment_succeeded', session)),
      );

      const results = await Promise.all([
        ...Array.from({ length: 20 }, () => postWebhook(duplicate.payload, duplicate.header)),
        ...others.map((signed) => postWebhook(signed.payload, signed.header)),
        client.post('/api/payments/process-success', { sessionId }),
      ]);
      expect(results.map((r) => r.status)).toEqual(Array(41).fill(200));
      const webhookAnswers = results.slice(0, 20).map((r) => r.body);
      expect(webhookAnswers.filter((b) => b.duplicate)).toHaveLength(19);
      expect(await credits(client)).toBe(1);

      const [row] = await paymentRow('stripe_payment_intent_id', paymentIntent.id);
      expect(row).toMatchObject({
        account_id: accountId,
        flow: 'checkout',
        state: 'paid',
        stripe_checkout_session_id: sessionId,
        amount_net_cents: 4900,
        vat_cents: 931,
        vat_rate: 19,
        country: 'DE',
        currency: 'eur',
        credits: 1,
      });
      expect(row.paid_at).toBeInstanceOf(Date);
      expect(await paymentRow('stripe_checkout_session_id', sessionId)).toHaveLength(1);

      // the success page afterwards: processed already, still one credit
      const again = await client.post('/api/payments/process-success', { sessionId });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ success: true, eventCredits: 1, alreadyProcessed: true });
      // the checkout's own PaymentIntent event does not grant a second credit
      const piEvent = fake.sign(fake.event('payment_intent.succeeded', paymentIntent));
      expect((await postWebhook(piEvent.payload, piEvent.header)).status).toBe(200);
      expect(await credits(client)).toBe(1);
    });

    it('processes the success page first and tells so; the webhook afterwards adds nothing', async () => {
      const { client } = await organiser();
      const { sessionId } = await checkout(client);
      const { session } = fake.markPaid(sessionId);
      const res = await client.post('/api/payments/process-success', { sessionId });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, eventCredits: 1, alreadyProcessed: false });
      const signed = fake.sign(fake.event('checkout.session.completed', session));
      expect((await postWebhook(signed.payload, signed.header)).body).toEqual({ received: true });
      expect(await credits(client)).toBe(1);
    });

    it('ignores a completed checkout whose payment is still pending (async method)', async () => {
      const { client } = await organiser();
      const { sessionId } = await checkout(client);
      const session = { ...fake.store.sessions.get(sessionId)!, status: 'complete', payment_status: 'unpaid' };
      const signed = fake.sign(fake.event('checkout.session.completed', session));
      expect((await postWebhook(signed.payload, signed.header)).status).toBe(200);
      expect(await credits(client)).toBe(0);
    });

    it('refuses webhooks with a bad, a missing or a stale signature and a tampered body (400)', async () => {
      const { client } = await organiser();
      const { sessionId } = await checkout(client);
      const { session } = fake.markPaid(sessionId);
      const signed = fake.sign(fake.event('checkout.session.completed', session));

      const wrongSecret = fake.sign(fake.event('checkout.session.completed', session), 'whsec_someone_else');
      const bad = await postWebhook(wrongSecret.payload, wrongSecret.header);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ statusCode: 400, message: 'Die Stripe-Signatur ist ungültig.' });

      const missing = await postWebhook(signed.payload);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Die Stripe-Signatur fehlt.');

      const tampered = await postWebhook(signed.payload.replace('"payment_status": "paid"', '"payment_status": "paid" '), signed.header);
      expect(tampered.status).toBe(400);

      const garbage = await postWebhook('{"id": "evt_x"', 't=1,v1=abc');
      expect(garbage.status).toBe(400);
      expect(await credits(client)).toBe(0);

      // the genuine one still works: nothing was recorded for the refused attempts
      expect((await postWebhook(signed.payload, signed.header)).body).toEqual({ received: true });
      expect(await credits(client)).toBe(1);
    });

    it('pays through the fake’s checkout page: signed webhooks, redirect to the success page, one credit', async () => {
      const { client } = await organiser();
      const { url, sessionId } = await checkout(client);
      const page = await fetch(url);
      expect(await page.text()).toContain('Jetzt bezahlen');
      const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`${APP_URL}/payment-success?session_id=${sessionId}`);
      const deliveries = fake.deliveries.filter((d) => d.event.data.object.id === sessionId || d.event.data.object.metadata?.userId);
      expect(deliveries.slice(-2).map((d) => [d.event.type, d.status])).toEqual([
        ['payment_intent.succeeded', 200],
        ['checkout.session.completed', 200],
      ]);
      expect(await credits(client)).toBe(1);
      const success = await client.post('/api/payments/process-success', { sessionId });
      expect(success.body).toEqual({ success: true, eventCredits: 1, alreadyProcessed: true });
    });

    it('lets the bought credit pay for the second event, and only once', async () => {
      const { client } = await organiser();
      await createEvent(client);
      const refused = await client.post('/api/events', { name: 'Zweite Messe', slug: 'zweite-messe', startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' });
      expect(refused.status).toBe(402);

      const { sessionId } = await checkout(client);
      fake.markPaid(sessionId);
      await client.post('/api/payments/process-success', { sessionId }).expect(200);
      expect(await credits(client)).toBe(1);

      const second = await client.post('/api/events', { name: 'Zweite Messe', slug: 'zweite-messe', startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' });
      expect(second.status).toBe(201);
      expect(await credits(client)).toBe(0);
      const third = await client.post('/api/events', { name: 'Dritte Messe', slug: 'dritte-messe', startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' });
      expect(third.status).toBe(402);
    });
  });

  describe('private purchase', () => {
    it('creates a payment intent over the gross price of the saved billing country', async () => {
      const { client, id, accountId } = await organiser();
      const at = await client.post('/api/create-payment-intent', { amount: 4900 });
      expect(at.status).toBe(200);
      expect(at.body).toEqual({ clientSecret: expect.stringMatching(/^pi_.+_secret_/), amountCents: 5880, vatRate: 20, vatLabel: '20% USt. (Österreich)' });

      await client.send('put', '/api/billing-data', billing({ vatId: 'DE123456789' })).expect(200);
      const de = await client.post('/api/create-payment-intent', { amount: 4900 });
      // a private purchase is never reverse charge
      expect(de.body).toMatchObject({ amountCents: 5831, vatRate: 19, vatLabel: '19% USt. (Deutschland)' });
      const intentId = de.body.clientSecret.split('_secret_')[0];
      const intent = fake.store.paymentIntents.get(intentId)!;
      expect(intent).toMatchObject({
        amount: 5831,
        currency: 'eur',
        automatic_payment_methods: { enabled: true },
        metadata: { accountId, userId: id, credits: '1', flow: 'private', vatRate: '19', country: 'DE' },
      });
      const [row] = await paymentRow('stripe_payment_intent_id', intentId);
      expect(row).toMatchObject({ account_id: accountId, flow: 'private', state: 'pending', amount_net_cents: 4900, vat_cents: 931, country: 'DE' });
    });

    it('grants one credit for a succeeded intent, refuses an unfinished one (409) and another organiser’s (404)', async () => {
      const { client, accountId } = await organiser();
      const other = await organiser();
      const created = await client.post('/api/create-payment-intent', { amount: 4900 });
      const paymentIntentId = created.body.clientSecret.split('_secret_')[0];

      const early = await client.post('/api/payments/success', { paymentIntentId });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('Die Zahlung ist noch nicht abgeschlossen.');

      fake.succeedPaymentIntent(paymentIntentId);
      const foreign = await other.client.post('/api/payments/success', { paymentIntentId });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('Zahlung nicht gefunden.');
      expect((await client.post('/api/payments/success', { paymentIntentId: 'pi_gibtsnicht' })).status).toBe(404);

      const [first, second] = await Promise.all([
        client.post('/api/payments/success', { paymentIntentId }),
        client.post('/api/payments/success', { paymentIntentId }),
      ]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(first.body).toEqual({ success: true, user: { eventCredits: 1 } });
      expect(await credits(client)).toBe(1);
      expect(await credits(other.client)).toBe(0);

      // Stripe's webhook for the same intent adds nothing
      const signed = fake.sign(fake.event('payment_intent.succeeded', fake.store.paymentIntents.get(paymentIntentId)!));
      expect((await postWebhook(signed.payload, signed.header)).status).toBe(200);
      expect(await credits(client)).toBe(1);

      const [row] = await paymentRow('stripe_payment_intent_id', paymentIntentId);
      expect(row).toMatchObject({ account_id: accountId, flow: 'private', state: 'paid', amount_net_cents: 4900, vat_cents: 980, vat_rate: 20, country: 'AT', currency: 'eur' });
      expect(row.paid_at).toBeInstanceOf(Date);
    });

    it('grants the credit from the payment_intent.succeeded webhook alone', async () => {
      const { client } = await organiser();
      const created = await client.post('/api/create-payment-intent', { amount: 4900 });
      const paymentIntentId = created.body.clientSecret.split('_secret_')[0];
      const intent = fake.succeedPaymentIntent(paymentIntentId);
      const signed = fake.sign(fake.event('payment_intent.succeeded', intent));
      expect((await postWebhook(signed.payload, signed.header)).body).toEqual({ received: true });
      expect(await credits(client)).toBe(1);
      expect((await client.post('/api/payments/success', { paymentIntentId })).body).toEqual({ success: true, user: { eventCredits: 1 } });
    });
  });

  describe('billing portal', () => {
    it('has no invoices before the first checkout, then links to Stripe’s portal', async () => {
      const { client } = await organiser();
      const none = await client.post('/api/billing-portal');
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('Noch keine Rechnungen vorhanden.');

      await checkout(client);
      const customer = lastSessionRequest().customer;
      const res = await client.post('/api/billing-portal');
      expect(res.status).toBe(200);
      expect(res.body.url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
      expect(fake.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.body).toMatchObject({
        customer,
        return_url: `${APP_URL}/settings?tab=billing`,
      });
    });
  });

  describe('without Stripe keys', () => {
    it('answers 503 on every payment endpoint, while billing data and config keep working', async () => {
      const bare = await createTestApp({ smtpUrl: suite.sink.url, env: { STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_URL: undefined } });
      try {
        const client = bare.client();
        const account = await registerAndVerify(client, suite.sink, newAccount());
        await client.post('/api/auth/login', account).expect(200);
        expect((await client.get('/api/payments/config')).body).toEqual({ enabled: false, publishableKey: null, pricePerCreditCents: 4900 });
        expect((await client.send('put', '/api/billing-data', billing())).status).toBe(200);
        expect((await client.get('/api/billing-data')).body.billingCompanyName).toBe('Muster GmbH');

        const calls = [
          client.post('/api/create-b2b-checkout-session', { amount: 4900, billingData: billing() }),
          client.post('/api/create-payment-intent', { amount: 4900 }),
          client.post('/api/payments/success', { paymentIntentId: 'pi_123' }),
          client.post('/api/payments/process-success', { sessionId: 'cs_test_123' }),
          client.post('/api/billing-portal'),
          request(bare.app.getHttpServer()).post('/api/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', 't=1,v1=x').send('{}'),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.status).toBe(503);
          expect(res.body).toEqual({ statusCode: 503, code: 'BILLING_NOT_CONFIGURED', message: NOT_CONFIGURED });
        }
      } finally {
        await bare.close();
      }
    });
  });
});
