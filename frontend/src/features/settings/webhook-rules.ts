import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookFact,
} from '@fairleads/shared/webhooks';
// the catalogue of these messages
import { i18n } from '@/i18n';
import './i18n';

/** The catalogue's key of each fact (a key cannot hold the fact's dot). */
const FACT_KEYS = {
  'lead.captured': 'captured',
  'lead.confirmed': 'confirmed',
  'lead.qualified': 'qualified',
  'lead.erased': 'erased',
} as const satisfies Record<WebhookFact, string>;

/** The key of a fact's name in the namespace `settings` ('Lead erfasst'). */
export function factLabelKey(fact: WebhookFact) {
  return `webhooks.factLabels.${FACT_KEYS[fact]}` as const;
}

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
  if (!url) return i18n.t('settings:webhooks.form.urlRequired');
  if (url.length > WEBHOOK_URL_MAX) return i18n.t('settings:webhooks.form.urlTooLong', { max: WEBHOOK_URL_MAX });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return i18n.t('settings:webhooks.form.urlInvalid');
  }
  if (parsed.protocol === 'https:') return parsed.hostname ? undefined : i18n.t('settings:webhooks.form.urlInvalid');
  if (parsed.protocol === 'http:') return isLoopback(parsed.hostname) ? undefined : i18n.t('settings:webhooks.form.urlNotHttps');
  return i18n.t('settings:webhooks.form.urlInvalid');
}

/** The form's own checks, in the user's language, before anything goes to the server (which checks again). */
export function validateWebhookForm(values: WebhookFormValues): WebhookFormErrors {
  const errors: WebhookFormErrors = {};
  const url = urlError(values.url);
  if (url) errors.url = url;
  if (values.description.trim().length > WEBHOOK_DESCRIPTION_MAX) errors.description = i18n.t('settings:webhooks.form.labelTooLong', { max: WEBHOOK_DESCRIPTION_MAX });
  if (values.facts.length === 0) errors.facts = i18n.t('settings:webhooks.form.factsRequired');
  if (!values.allEvents && values.eventIds.length === 0) errors.events = i18n.t('settings:webhooks.form.eventsRequired');
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
