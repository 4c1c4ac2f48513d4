/** One signed delivery of a fact to an endpoint. */
export class WebhookDeliveryAnswer {
  /** The webhook-id header: msg_… */
  id!: string;
  type!: 'lead.captured' | 'lead.confirmed' | 'lead.qualified' | 'lead.erased' | 'webhook.test';
  leadId!: string | null;
  status!: 'pending' | 'retrying' | 'succeeded' | 'failed';
  attempts!: number;
  /** The receiver's status code of the last attempt; null: none yet or no answer (timeout, network). */
  lastStatusCode!: number | null;
  /** Why the last attempt failed, German, short; null after a success. */
  lastError!: string | null;
  lastAttemptAt!: string | null;
  nextAttemptAt!: string | null;
  createdAt!: string;
}

/** The endpoint's latest delivery, for the list. */
export class WebhookLastDeliveryAnswer {
  status!: 'pending' | 'retrying' | 'succeeded' | 'failed';
  lastStatusCode!: number | null;
  lastAttemptAt!: string | null;
}

/** An organiser's webhook endpoint, without its secret. */
export class WebhookEndpointAnswer {
  id!: string;
  url!: string;
  description!: string | null;
  facts!: ('lead.captured' | 'lead.confirmed' | 'lead.qualified' | 'lead.erased')[];
  /** The events whose facts it gets; null: all. */
  eventIds!: string[] | null;
  active!: boolean;
  /** Set when a 410 disabled the endpoint (German, with the time); null otherwise. */
  disabledReason!: string | null;
  createdAt!: string;
  lastDelivery!: WebhookLastDeliveryAnswer | null;
}

/** POST /api/webhook-endpoints: the new endpoint with its signing key. */
export class WebhookEndpointCreatedAnswer extends WebhookEndpointAnswer {
  /** whsec_<base64>: shown once, at creation. */
  secret!: string;
}

/** A resend or a test: what was queued. */
export class WebhookSendAnswer {
  message!: string;
  delivery!: WebhookDeliveryAnswer;
}
