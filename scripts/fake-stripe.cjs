// A local stand-in for the parts of Stripe's API that FairLeads calls, for the backend's
// integration tests (require) and the browser suite's server (scripts/e2e-server.mjs, import).
//
// The real Stripe SDK talks to it (STRIPE_API_URL=http://127.0.0.1:<port>): form-encoded
// bodies with bracket notation, JSON answers in Stripe's shapes, Stripe's error format.
// Objects live in memory. A checkout session's url is http://127.0.0.1:<port>/pay/<id>: a
// small page with a "Jetzt bezahlen" button that marks the session paid (with a succeeded
// PaymentIntent), sends the signed webhooks payment_intent.succeeded and
// checkout.session.completed to the configured target, and redirects (303) to success_url.
//
//   const { startFakeStripe } = require('./scripts/fake-stripe.cjs');
//   const fake = await startFakeStripe({ port: 0, webhookUrl, webhookSecret });
//   fake.url; fake.requests; fake.markPaid(id); fake.succeedPaymentIntent(id); fake.close();
//
// The browser's side of a card payment is POST /v1/payment_intents/{id}/confirm with the
// publishable key and the client secret (what Stripe.js sends); the browser suite routes
// https://api.stripe.com to this server and serves a stand-in Stripe.js (e2e/fixtures).

'use strict';

const http = require('node:http');
const { randomBytes } = require('node:crypto');
const Stripe = require('stripe');

const webhooks = Stripe.webhooks;

/** Stripe's form encoding: a[b][0][c]=v → {a: {b: [{c: 'v'}]}}. */
function parseForm(text) {
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    let node = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (last) node[name] = value;
      else node = node[name] ??= {};
    });
  }
  return arrays(root);
}

/** Objects whose keys are 0..n-1 become arrays. */
function arrays(value) {
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = arrays(value[key]);
  if (keys.length > 0 && keys.every((key, i) => key === String(i))) return keys.map((key) => value[key]);
  return value;
}

const newId = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const int = (value, fallback = 0) => (value === undefined || value === '' ? fallback : Number.parseInt(value, 10));
const bool = (value) => value === true || value === 'true';

function stripeError(status, message, extra = {}) {
  return { status, body: { error: { type: 'invalid_request_error', message, ...extra } } };
}
const missing = (what, id) => stripeError(404, `No such ${what}: '${id}'`, { code: 'resource_missing', param: 'id' });

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/**
 * Starts the fake. Options: port (0: any free one), host (default 127.0.0.1), webhookUrl and
 * webhookSecret (where the pay page sends its signed webhooks; also setWebhookTarget later).
 */
async function startFakeStripe(options = {}) {
  const store = {
    customers: new Map(),
    taxIds: new Map(),
    taxRates: new Map(),
    sessions: new Map(),
    paymentIntents: new Map(),
    portalSessions: new Map(),
  };
  /** Every API call: {method, path, body (parsed), at}. */
  const requests = [];
  /** Every webhook the fake sent: {event, status, body}. */
  const deliveries = [];
  let webhook = options.webhookUrl ? { url: options.webhookUrl, secret: options.webhookSecret } : null;
  let baseUrl = '';

  // ---- API

  function createCustomer(body) {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      livemode: false,
      name: body.name ?? null,
      email: body.email ?? null,
      address: body.address ?? null,
      preferred_locales: body.preferred_locales ?? [],
      tax_exempt: body.tax_exempt || 'none',
      metadata: body.metadata ?? {},
    };
    store.customers.set(customer.id, customer);
    return customer;
  }

  function updateCustomer(customer, body) {
    for (const field of ['name', 'email', 'address', 'preferred_locales', 'tax_exempt']) {
      if (body[field] !== undefined) customer[field] = body[field];
    }
    if (body.metadata) customer.metadata = { ...customer.metadata, ...body.metadata };
    return customer;
  }

  function createTaxId(customer, body) {
    if (body.type !== 'eu_vat') return stripeError(400, `Invalid value for type: ${body.type}`, { param: 'type' });
    if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(body.value ?? '')) {
      return stripeError(400, `Invalid value for eu_vat.`, { param: 'value', code: 'tax_id_invalid' });
    }
    const taxId = {
      id: newId('txi'),
      object: 'tax_id',
      customer: customer.id,
      type: body.type,
      value: body.value,
      country: body.value.slice(0, 2),
      verification: { status: 'pending', verified_address: null, verified_name: null },
      created: now(),
      livemode: false,
    };
    store.taxIds.set(taxId.id, taxId);
    return { status: 200, body: taxId };
  }

  function createTaxRate(body) {
    const rate = {
      id: newId('txr'),
      object: 'tax_rate',
      active: true,
      country: body.country ?? null,
      jurisdiction: body.jurisdiction ?? null,
      description: body.description ?? null,
      display_name: body.display_name,
      percentage: Number(body.percentage),
      inclusive: bool(body.inclusive),
      tax_type: body.tax_type ?? null,
      created: now(),
      livemode: false,
    };
    store.taxRates.set(rate.id, rate);
    return rate;
  }

  function createSession(body) {
    if (body.mode !== 'payment') return stripeError(400, 'Only mode=payment is implemented by the fake.', { param: 'mode' });
    if (!body.success_url || !body.cancel_url) return stripeError(400, 'Missing success_url or cancel_url.');
    const items = body.line_items ?? [];
    let subtotal = 0;
    let tax = 0;
    let currency = 'eur';
    for (const item of items) {
      const quantity = int(item.quantity, 1);
      const amount = int(item.price_data?.unit_amount) * quantity;
      currency = item.price_data?.currency ?? currency;
      subtotal += amount;
      for (const rateId of item.tax_rates ?? []) {
        const rate = store.taxRates.get(rateId);
        if (!rate) return missing('tax_rate', rateId);
        if (!rate.inclusive) tax += Math.round((amount * rate.percentage) / 100);
      }
    }
    if (body.customer && !store.customers.has(body.customer)) return missing('customer', body.customer);
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const customer = body.customer ? store.customers.get(body.customer) : null;
    const session = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${baseUrl}/pay/${id}`,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      client_reference_id: body.client_reference_id ?? null,
      customer: body.customer ?? null,
      customer_details: customer ? { email: customer.email, name: customer.name, address: customer.address, tax_exempt: customer.tax_exempt } : null,
      currency,
      amount_subtotal: subtotal,
      amount_total: subtotal + tax,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: tax },
      metadata: body.metadata ?? {},
      locale: body.locale ?? null,
      invoice_creation: body.invoice_creation ? { enabled: bool(body.invoice_creation.enabled), invoice_data: body.invoice_creation.invoice_data ?? {} } : null,
      invoice: null,
      payment_intent: null,
      created: now(),
      livemode: false,
      // kept for the tests' assertions (Stripe has them behind line_items)
      line_items: items,
      payment_intent_data: body.payment_intent_data ?? {},
    };
    store.sessions.set(id, session);
    return { status: 200, body: session };
  }

  function createPaymentIntent(body) {
    const amount = int(body.amount, NaN);
    if (!Number.isInteger(amount) || amount < 50) return stripeError(400, 'Amount must be at least 50 cents.', { param: 'amount' });
    const id = newId('pi');
    const intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: body.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      automatic_payment_methods: body.automatic_payment_methods ? { enabled: bool(body.automatic_payment_methods.enabled) } : null,
      customer: body.customer ?? null,
      description: body.description ?? null,
      receipt_email: body.receipt_email ?? null,
      metadata: body.metadata ?? {},
      created: now(),
      livemode: false,
    };
    store.paymentIntents.set(id, intent);
    return intent;
  }

  function createPortalSession(body) {
    if (!store.customers.has(body.customer)) return missing('customer', body.customer);
    const portal = {
      id: newId('bps'),
      object: 'billing_portal.session',
      customer: body.customer,
      return_url: body.return_url ?? null,
      locale: body.locale ?? null,
      url: '',
      created: now(),
      livemode: false,
    };
    portal.url = `${baseUrl}/portal/${portal.id}`;
    store.portalSessions.set(portal.id, portal);
    return { status: 200, body: portal };
  }

  /** Routes one API call; answers {status, body}. */
  function api(method, path, body) {
    const ok = (value) => ({ status: 200, body: value });
    let m;
    if (method === 'POST' && path === '/v1/customers') return ok(createCustomer(body));
    if ((m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = store.customers.get(m[1]);
      if (!customer) return missing('customer', m[1]);
      if (method === 'GET') return ok(customer);
      if (method === 'POST') return ok(updateCustomer(customer, body));
    }
    if ((m = /^\/v1\/customers\/([^/]+)\/tax_ids$/.exec(path)) && method === 'POST') {
      const customer = store.customers.get(m[1]);
      return customer ? createTaxId(customer, body) : missing('customer', m[1]);
    }
    if ((m = /^\/v1\/customers\/([^/]+)\/tax_ids\/([^/]+)$/.exec(path)) && method === 'DELETE') {
      const taxId = store.taxIds.get(m[2]);
      if (!taxId || taxId.customer !== m[1]) return missing('tax_id', m[2]);
      store.taxIds.delete(m[2]);
      return ok({ id: m[2], object: 'tax_id', deleted: true });
    }
    if (method === 'POST' && path === '/v1/tax_rates') return ok(createTaxRate(body));
    if ((m = /^\/v1\/tax_rates\/([^/]+)$/.exec(path)) && method === 'GET') {
      const rate = store.taxRates.get(m[1]);
      return rate ? ok(rate) : missing('tax_rate', m[1]);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === 'GET') {
      const session = store.sessions.get(m[1]);
      return session ? ok(session) : missing('checkout.session', m[1]);
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent = createPaymentIntent(body);
      return intent.id ? ok(intent) : intent;
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === 'GET') {
      const intent = store.paymentIntents.get(m[1]);
      return intent ? ok(intent) : missing('payment_intent', m[1]);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return createPortalSession(body);
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  // ---- payments and webhooks

  function event(type, object) {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      type,
      data: { object: JSON.parse(JSON.stringify(object)) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
  }

  /** The raw body and Stripe-Signature header of an event, signed like Stripe does. */
  function sign(evt, secret = webhook?.secret) {
    if (!secret) throw new Error('fake-stripe: no webhook secret configured');
    const payload = JSON.stringify(evt, null, 2);
    return { payload, header: webhooks.generateTestHeaderString({ payload, secret }) };
  }

  /** POSTs a signed event to the webhook target (when one is set); answers {status, body}. */
  async function deliver(evt) {
    if (!webhook?.url) return null;
    const { payload, header } = sign(evt, webhook.secret);
    try {
      const res = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': header, 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
      });
      const result = { event: evt, status: res.status, body: await res.text() };
      deliveries.push(result);
      return result;
    } catch (error) {
      const result = { event: evt, status: 0, body: String(error?.message ?? error) };
      deliveries.push(result);
      return result;
    }
  }

  /** Pays a checkout session: a succeeded PaymentIntent, payment_status paid. Idempotent. */
  function markPaid(sessionId) {
    const session = store.sessions.get(sessionId);
    if (!session) throw new Error(`fake-stripe: no checkout session ${sessionId}`);
    if (session.payment_status === 'paid') return { session, paymentIntent: store.paymentIntents.get(session.payment_intent) };
    const intent = createPaymentIntent({
      amount: String(session.amount_total),
      currency: session.currency,
      customer: session.customer ?? undefined,
      metadata: session.payment_intent_data?.metadata ?? {},
    });
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    session.payment_intent = intent.id;
    session.payment_status = 'paid';
    session.status = 'complete';
    if (session.invoice_creation?.enabled) session.invoice = newId('in');
    return { session, paymentIntent: intent };
  }

  /** Marks a PaymentIntent succeeded (as if the card form had been confirmed). */
  function succeedPaymentIntent(id) {
    const intent = store.paymentIntents.get(id);
    if (!intent) throw new Error(`fake-stripe: no payment intent ${id}`);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    return intent;
  }

  /**
   * What Stripe.js's confirmPayment asks of the API from the browser: the publishable key and the
   * intent's client secret instead of the secret key. The card is taken as good: the intent
   * succeeds and payment_intent.succeeded goes to the webhook target (awaited).
   */
  async function confirmFromBrowser(id, body) {
    if (!/^pk_(test|live)_/.test(body.key ?? '')) return stripeError(401, 'Invalid API Key provided.');
    const intent = store.paymentIntents.get(id);
    if (!intent || body.client_secret !== intent.client_secret) return missing('payment_intent', id);
    requests.push({ method: 'POST', path: `/v1/payment_intents/${id}/confirm`, body: { key: body.key }, at: new Date() });
    if (intent.status !== 'succeeded') {
      succeedPaymentIntent(id);
      await deliver(event('payment_intent.succeeded', intent));
    }
    return { status: 200, body: intent };
  }

  /** Pays the session and sends the webhooks Stripe would send (awaited). */
  async function payAndNotify(sessionId) {
    const { session, paymentIntent } = markPaid(sessionId);
    await deliver(event('payment_intent.succeeded', paymentIntent));
    await deliver(event('checkout.session.completed', session));
    return session;
  }

  // ---- HTTP

  function page(title, inner) {
    return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1.1rem;padding:.6rem 1.2rem}</style>
</head><body>${inner}</body></html>`;
  }

  async function handle(req, res) {
    const url = new URL(req.url, 'http://fake-stripe');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    const send = (status, body, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(type === 'application/json' ? JSON.stringify(body) : body);
    };
    let m;
    if ((m = /^\/pay\/([^/]+)$/.exec(url.pathname))) {
      const session = store.sessions.get(m[1]);
      if (!session) return send(404, page('Nicht gefunden', '<h1>Zahlung nicht gefunden</h1>'), 'text/html; charset=utf-8');
      if (req.method === 'POST') {
        await payAndNotify(session.id);
        res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        return res.end();
      }
      const amount = (session.amount_total / 100).toFixed(2).replace('.', ',');
      return send(
        200,
        page(
          'Stripe Checkout (Test)',
          `<h1>Stripe Checkout (Test)</h1><p>FairLeads Event-Credit</p><p data-testid="fake-stripe-amount">Gesamt: ${amount} ${escapeHtml(session.currency.toUpperCase())}</p>
<form method="post"><button type="submit">Jetzt bezahlen</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Abbrechen</a></p>`,
        ),
        'text/html; charset=utf-8',
      );
    }
    if ((m = /^\/portal\/([^/]+)$/.exec(url.pathname)) && req.method === 'GET') {
      const portal = store.portalSessions.get(m[1]);
      if (!portal) return send(404, page('Nicht gefunden', '<h1>Nicht gefunden</h1>'), 'text/html; charset=utf-8');
      return send(
        200,
        page('Rechnungen (Test)', `<h1>Rechnungen (Test)</h1><p><a href="${escapeHtml(portal.return_url ?? '/')}">Zurück</a></p>`),
        'text/html; charset=utf-8',
      );
    }
    if (!url.pathname.startsWith('/v1/')) return send(404, { error: { type: 'invalid_request_error', message: 'Not found' } });
    if ((m = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname)) && req.method === 'POST') {
      const result = await confirmFromBrowser(m[1], parseForm(raw));
      return send(result.status, result.body);
    }
    if (!/^Bearer sk_(test|live)_/.test(req.headers.authorization ?? '')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const body = raw ? parseForm(raw) : Object.fromEntries(url.searchParams);
    requests.push({ method: req.method, path: url.pathname, body, at: new Date() });
    const result = api(req.method, url.pathname, body);
    res.writeHead(result.status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
    res.end(JSON.stringify(result.body));
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error?.message ?? error) } }));
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const port = server.address().port;
  baseUrl = `http://${host}:${port}`;

  return {
    url: baseUrl,
    port,
    store,
    requests,
    deliveries,
    /** Where the pay page sends its signed webhooks. */
    setWebhookTarget(url, secret) {
      webhook = { url, secret };
    },
    markPaid,
    succeedPaymentIntent,
    payAndNotify,
    event,
    sign,
    deliver,
    /** The API calls to a path (e.g. '/v1/checkout/sessions'), oldest first. */
    requestsTo(method, path) {
      return requests.filter((r) => r.method === method && r.path === path);
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      });
    },
  };
}

module.exports = { startFakeStripe, parseForm };
