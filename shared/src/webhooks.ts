/**
 * Signed webhooks to the organiser's CRM (issue 19), after the Standard Webhooks specification
 * (https://www.standardwebhooks.com): each delivery is a POST of a JSON WebhookPayload with the
 * headers `webhook-id` (the delivery's id, the same on every retry), `webhook-timestamp` (unix
 * seconds of this attempt) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of
 * "{id}.{timestamp}.{body}" with the secret's key>`). Both sides import it.
 *
 * API (session, CSRF; another organiser's id answers 404; German messages):
 *   GET    /api/webhook-endpoints                         -> 200 WebhookEndpoint[] (newest first)
 *   POST   /api/webhook-endpoints            WebhookEndpointInput -> 201 WebhookEndpointCreated (secret once)
 *   GET    /api/webhook-endpoints/{id}                    -> 200 WebhookEndpoint
 *   PUT    /api/webhook-endpoints/{id}       WebhookEndpointInput -> 200 WebhookEndpoint
 *   DELETE /api/webhook-endpoints/{id}                    -> 204
 *   GET    /api/webhook-endpoints/{id}/deliveries         -> 200 WebhookDelivery[] (newest first, at most 100)
 *   POST   /api/webhook-endpoints/{id}/deliveries/{deliveryId}/resend -> 202 {message, delivery}
 *   POST   /api/webhook-endpoints/{id}/test               -> 202 {message, delivery} ('webhook.test')
 *
 * Deliveries run through the outbox and the job queue: none for an uncommitted fact, none lost.
 * A timeout, a network failure, 408, 429 or 5xx is retried with backoff for about a day
 * (WEBHOOK_RETRY_SECONDS); 410 stops it and disables the endpoint; another 4xx fails it at once.
 */
export const WEBHOOK_FACTS = ['lead.captured', 'lead.confirmed', 'lead.qualified', 'lead.erased'] as const;
export type WebhookFact = (typeof WEBHOOK_FACTS)[number];
/** What 'Test senden' sends: a sample lead, marked as a test. */
export const WEBHOOK_TEST_TYPE = 'webhook.test';

export const WEBHOOK_FACT_LABELS: Record<WebhookFact, string> = {
  'lead.captured': 'Lead erfasst',
  'lead.confirmed': 'Lead bestätigt (Double-Opt-in)',
  'lead.qualified': 'Lead bewertet (Bewertung, Tags)',
  'lead.erased': 'Lead gelöscht',
};

/** Waits before each retry after the first attempt: about 24 hours in all. */
export const WEBHOOK_RETRY_SECONDS = [10, 60, 300, 1_800, 7_200, 18_000, 28_800, 28_800] as const;
/** One attempt may take this long (connect, answer) before it counts as a timeout. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_URL_MAX = 2_000;
export const WEBHOOK_DESCRIPTION_MAX = 100;
/** An account may have at most this many endpoints. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

export interface WebhookEndpointInput {
  /** https only (a test-only allow-list may name http hosts). */
  url: string;
  description?: string | null;
  /** At least one. */
  facts: WebhookFact[];
  /** null: all the organiser's events, also future ones; otherwise at least one own event id. */
  eventIds: string[] | null;
  /**
   * false pauses deliveries: new facts are not queued, queued ones wait (status 'pending') and go
   * out when it is switched on again; true also re-enables an endpoint that a 410 disabled.
   */
  active?: boolean;
}

export type WebhookDeliveryStatus = 'pending' | 'retrying' | 'succeeded' | 'failed';

export interface WebhookDelivery {
  /** The webhook-id header: msg_… */
  id: string;
  type: WebhookFact | typeof WEBHOOK_TEST_TYPE;
  leadId: string | null;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The receiver's status code of the last attempt; null: none yet or no answer (timeout, network). */
  lastStatusCode: number | null;
  /** Why the last attempt failed, German, short; null after a success. */
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string | null;
  facts: WebhookFact[];
  eventIds: string[] | null;
  active: boolean;
  /** Set when a 410 disabled the endpoint (German, with the time); null otherwise. */
  disabledReason: string | null;
  createdAt: string;
  lastDelivery: Pick<WebhookDelivery, 'status' | 'lastStatusCode' | 'lastAttemptAt'> | null;
}

export interface WebhookEndpointCreated extends WebhookEndpoint {
  /** whsec_<base64>: shown once, at creation. */
  secret: string;
}

/** The lead as a delivery carries it; personal fields are null once the lead is erased. */
export interface WebhookLead {
  id: string;
  status: 'pending' | 'confirmed' | 'erased';
  email: string | null;
  name: string | null;
  /** The form's custom fields as the visitor answered them, with the organiser's labels. */
  answers: { field: string; label: string; value: string | null }[];
  rating: 'hot' | 'warm' | 'cold' | null;
  tags: string[];
  capturedAt: string;
  confirmedAt: string | null;
}

export interface WebhookPayload {
  type: WebhookFact | typeof WEBHOOK_TEST_TYPE;
  /** ISO 8601: when the fact happened. */
  timestamp: string;
  data: {
    lead: WebhookLead;
    event: { id: string; name: string; slug: string };
    /** lead.erased only. */
    erasure?: { reason: string };
  };
}
