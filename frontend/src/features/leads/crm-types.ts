import type { ApiSchema } from '@/lib/api/schemas';

/** The lead's CRM deliveries (GET /api/leads/{id}/crm), from the OpenAPI document. */

export type CrmProvider = 'hubspot' | 'pipedrive';

export const CRM_PROVIDER_NAMES: Record<CrmProvider, string> = { hubspot: 'HubSpot', pipedrive: 'Pipedrive' };

export type LeadCrmSync = ApiSchema<'CrmSyncAnswer'>;

export type CrmSyncState = LeadCrmSync['state'];

/** A copy of an erased lead in a CRM: the customer's to erase there. */
export type CrmCopy = ApiSchema<'CrmCopyAnswer'>;
