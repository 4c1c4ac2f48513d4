/** Typed access to scripts/fake-stripe.cjs (shared with the browser suite's server). */
import type { SmtpSink } from './smtp-sink';
import { apiWithSmtpSink, type TestApp, type TestAppOptions } from './test-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const fake = require('../../../scripts/fake-stripe.cjs') as { startFakeStripe: (options?: FakeStripeOptions) => Promise<FakeStripe> };

export interface FakeStripeOptions {
  port?: number;
  host?: string;
  webhookUrl?: string;
  webhookSecret?: string;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  at: Date;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StripeObject = Record<string, any>;

export interface FakeStripe {
  url: string;
  port: number;
  store: {
    customers: Map<string, StripeObject>;
    taxIds: Map<string, StripeObject>;
    taxRates: Map<string, StripeObject>;
    sessions: Map<string, StripeObject>;
    paymentIntents: Map<string, StripeObject>;
    portalSessions: Map<string, StripeObject>;
  };
  requests: FakeStripeRequest[];
  deliveries: { event: StripeObject; status: number; body: string }[];
  setWebhookTarget(url: string, secret: string): void;
  markPaid(sessionId: string): { session: StripeObject; paymentIntent: StripeObject };
  succeedPaymentIntent(id: string): StripeObject;
  payAndNotify(sessionId: string): Promise<StripeObject>;
  event(type: string, object: StripeObject): StripeObject;
  sign(event: StripeObject, secret?: string): { payload: string; header: string };
  deliver(event: StripeObject): Promise<{ status: number; body: string } | null>;
  requestsTo(method: string, path: string): FakeStripeRequest[];
  close(): Promise<void>;
}

export const startFakeStripe = fake.startFakeStripe;

export const FAKE_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_fake_fairleads_integration',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_fairleads_integration',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake_fairleads_integration',
};

/**
 * apiWithSmtpSink with Stripe set up against a fake behind the real SDK: the fake starts first,
 * since its address is a setting of the app. Read `suite.stripe` inside tests.
 */
export function apiWithFakeStripe(options: TestAppOptions = {}): { t: TestApp; sink: SmtpSink; stripe: FakeStripe } {
  const appOptions: TestAppOptions = { ...options };
  let stripe: FakeStripe | undefined;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    appOptions.env = { ...options.env, ...FAKE_STRIPE_KEYS, STRIPE_API_URL: stripe.url };
  });
  const api = apiWithSmtpSink(appOptions);
  afterAll(async () => {
    await stripe?.close();
  });
  return {
    get t() {
      return api.t;
    },
    get sink() {
      return api.sink;
    },
    get stripe() {
      return stripe!;
    },
  };
}
