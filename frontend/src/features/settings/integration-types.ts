import type { ApiSchema } from '@/lib/api/schemas';

/** The CRM connections' shapes (GET/PUT/PATCH /api/account/integrations), from the OpenAPI document. */

export type CrmProvider = 'hubspot' | 'pipedrive';
export const CRM_PROVIDERS: readonly CrmProvider[] = ['hubspot', 'pipedrive'];
/** The providers' own names, the same in every language. */
export const PROVIDER_NAMES: Record<CrmProvider, string> = { hubspot: 'HubSpot', pipedrive: 'Pipedrive' };

/** When a lead goes to the CRM: at once, or once its e-mail address is confirmed. */
export type CrmTrigger = 'captured' | 'confirmed';

/** The lead fields whose CRM property the organiser chooses; name and e-mail always map to the person's own. */
export const CRM_MAPPED_FIELDS = ['field1', 'field2', 'rating', 'tags', 'event'] as const;
export type CrmMappedField = (typeof CRM_MAPPED_FIELDS)[number];
export type CrmFieldMap = ApiSchema<'CrmFieldMapAnswer'>;

export type CrmIntegration = ApiSchema<'CrmConnectionAnswer'>;

export type CrmIntegrationChange = ApiSchema<'UpdateCrmConnectionDto'>;
