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

/** HubSpot's web app per data centre: app.hubspot.com, app-eu1.hubspot.com, … */
const HUBSPOT_UI_DOMAIN = /^app(-[a-z0-9]+)?\.hubspot\.com$/;

/**
 * How a connection names its CRM account for links: HubSpot `<uiDomain>/<portalId>` (a portal
 * hosted in the EU opens at app-eu1.hubspot.com), Pipedrive the company's subdomain. A domain
 * HubSpot's answer names that is not one of its web apps falls back to app.hubspot.com.
 */
export function hubspotAccountRef(portalId: string, uiDomain: unknown): string {
  return `${typeof uiDomain === 'string' && HUBSPOT_UI_DOMAIN.test(uiDomain) ? uiDomain : 'app.hubspot.com'}/${portalId}`;
}

/** The address of the connected CRM account and of a record in it. */
export function crmAccountUrl(provider: CrmProvider, accountRef: string): string {
  return provider === 'hubspot' ? `https://${hubspotPortal(accountRef)}` : `https://${accountRef}.pipedrive.com`;
}

export function crmRecordUrl(provider: CrmProvider, accountRef: string, remoteId: string): string {
  return provider === 'hubspot' ? `https://${hubspotPortal(accountRef)}/record/0-1/${remoteId}` : `https://${accountRef}.pipedrive.com/person/${remoteId}`;
}

/** `<uiDomain>/contacts/<portalId>`; a reference of the portal's id alone means app.hubspot.com. */
function hubspotPortal(accountRef: string): string {
  const [uiDomain, portalId] = accountRef.includes('/') ? accountRef.split('/') : ['app.hubspot.com', accountRef];
  return `${uiDomain}/contacts/${portalId}`;
}
