/** The lead's CRM deliveries (GET /api/leads/{id}/crm), as docs/architecture.md "Public API and CRM sync" fixes them. */
// until the OpenAPI types have this route

export type CrmProvider = 'hubspot' | 'pipedrive';

export const CRM_PROVIDER_NAMES: Record<CrmProvider, string> = { hubspot: 'HubSpot', pipedrive: 'Pipedrive' };

export type CrmSyncState = 'pending' | 'sent' | 'failed' | 'stopped';

export interface LeadCrmSync {
  provider: CrmProvider;
  state: CrmSyncState;
  /** The CRM's refusal or the network's, in its words; gone after an erasure. */
  error: string | null;
  attempts: number;
  /** The record in the CRM, once it was sent. */
  remoteUrl: string | null;
  syncedAt: string | null;
  updatedAt: string;
}

/** A copy of an erased lead in a CRM: the customer's to erase there. */
export interface CrmCopy {
  provider: CrmProvider;
  url: string | null;
}
