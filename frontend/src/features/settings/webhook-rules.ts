import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookFact,
} from '@fairleads/shared/webhooks';
import { webhookTexts } from './webhook-texts';

const t = webhookTexts.form;

/** What the endpoint form edits. */
export interface WebhookFormValues {
  url: string;
  description: string;
  facts: WebhookFact[];
  allEvents: boolean;
  eventIds: string[];
  active: boolean;
}

/** The fields in the order the dialog shows them; the first invalid one gets the focus. */
export const WEBHOOK_FORM_FIELDS = ['url', 'description', 'facts', 'events'] as const;
export type WebhookFormField = (typeof WEBHOOK_FORM_FIELDS)[number];
export type WebhookFormErrors = Partial<Record<WebhookFormField, string>>;

export const NEW_ENDPOINT_VALUES: WebhookFormValues = {
  url: '',
  description: '',
  facts: ['lead.captured'],
  allEvents: true,
  eventIds: [],
  active: true,
};

export function formValuesOf(endpoint: WebhookEndpoint): WebhookFormValues {
  return {
    url: endpoint.url,
    description: endpoint.description ?? '',
    facts: [...endpoint.facts],
    allEvents: endpoint.eventIds === null,
    eventIds: endpoint.eventIds ?? [],
    active: endpoint.active,
  };
}

/**
 * A plain http address passes here only for the own machine: the server refuses it unless its
 * test-only allow-list names the host (the browser suite's receiver), and then says so itself.
 */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

function urlError(raw: string): string | undefined {
  const url = raw.trim();
  if (!url) return t.urlRequired;
  if (url.length > WEBHOOK_URL_MAX) return t.urlTooLong(WEBHOOK_URL_MAX);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return t.urlInvalid;
  }
  if (parsed.protocol === 'https:') return parsed.hostname ? undefined : t.urlInvalid;
  if (parsed.protocol === 'http:') return isLoopback(parsed.hostname) ? undefined : t.urlNotHttps;
  return t.urlInvalid;
}

/** The form's own checks, in German, before anything goes to the server (which checks again). */
export function validateWebhookForm(values: WebhookFormValues): WebhookFormErrors {
  const errors: WebhookFormErrors = {};
  const url = urlError(values.url);
  if (url) errors.url = url;
  if (values.description.trim().length > WEBHOOK_DESCRIPTION_MAX) errors.description = t.labelTooLong(WEBHOOK_DESCRIPTION_MAX);
  if (values.facts.length === 0) errors.facts = t.factsRequired;
  if (!values.allEvents && values.eventIds.length === 0) errors.events = t.eventsRequired;
  return errors;
}

/** The request body; `withActive` only when editing (a new endpoint starts active). */
export function toWebhookInput(values: WebhookFormValues, withActive: boolean): WebhookEndpointInput {
  return {
    url: values.url.trim(),
    description: values.description.trim() || null,
    facts: values.facts,
    eventIds: values.allEvents ? null : values.eventIds,
    ...(withActive ? { active: values.active } : {}),
  };
}
