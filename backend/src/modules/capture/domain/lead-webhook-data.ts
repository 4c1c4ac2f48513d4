import type { WebhookLead, WebhookPayload } from '@fairleads/shared/webhooks';
import type { EventRecord } from '../../events';
import type { Lead, LeadPersonalData } from '../../lead-log';

/**
 * What a webhook delivery says about a lead and its event: the lead's fields and the visitor's
 * answers under the organiser's labels. `person` null (an erased lead): no personal field.
 */
export function leadWebhookData(event: EventRecord, lead: Lead, person: LeadPersonalData | null): WebhookPayload['data'] {
  const answers: WebhookLead['answers'] = [];
  if (event.customField1) answers.push({ field: 'customField1', label: event.customField1, value: person?.customField1 ?? null });
  if (event.customField2) answers.push({ field: 'customField2', label: event.customField2, value: person?.customField2 ?? null });
  return {
    lead: {
      id: lead.id,
      status: lead.status,
      email: person?.email ?? null,
      name: person?.name ?? null,
      answers,
      rating: lead.rating,
      tags: lead.tags,
      capturedAt: lead.createdAt.toISOString(),
      confirmedAt: lead.confirmedAt?.toISOString() ?? null,
    },
    event: { id: event.id, name: event.name, slug: event.slug },
  };
}
