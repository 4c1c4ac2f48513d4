/** The CRMs FairLeads sends leads to natively. */
export const CRM_PROVIDERS = ['hubspot', 'pipedrive'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

export const CRM_TRIGGERS = ['captured', 'confirmed'] as const;
/** Which fact sends a lead: its capture, or its confirmation (double opt-in; a lead without one is confirmed at capture). */
export type CrmTrigger = (typeof CRM_TRIGGERS)[number];

export type CrmConnectionStatus = 'active' | 'unauthorized';
export type CrmSyncState = 'pending' | 'sent' | 'failed' | 'stopped';

/** How the provider is named in sentences for the organiser. */
export const CRM_NAMES: Record<CrmProvider, string> = { hubspot: 'HubSpot', pipedrive: 'Pipedrive' };

export function isCrmProvider(value: string): value is CrmProvider {
  return (CRM_PROVIDERS as readonly string[]).includes(value);
}

/** The sealed credentials' plain form; OAuth would add a kind of its own. */
export type CrmCredentials = { kind: 'token'; token: string };

/** A copy of a lead in a CRM, as the erasure's answer names it: the customer's to erase there. */
export interface CrmCopy {
  provider: CrmProvider;
  url: string;
}

/** The address of the connected CRM account and of a record in it. */
export function crmAccountUrl(provider: CrmProvider, accountRef: string): string {
  return provider === 'hubspot' ? `https://app.hubspot.com/contacts/${accountRef}` : `https://${accountRef}.pipedrive.com`;
}

export function crmRecordUrl(provider: CrmProvider, accountRef: string, remoteId: string): string {
  return provider === 'hubspot'
    ? `https://app.hubspot.com/contacts/${accountRef}/record/0-1/${remoteId}`
    : `https://${accountRef}.pipedrive.com/person/${remoteId}`;
}
