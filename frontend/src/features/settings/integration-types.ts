/**
 * The CRM connections' shapes (GET/PUT/PATCH /api/account/integrations), as docs/architecture.md
 * "Public API and CRM sync" fixes them.
 */
// until the OpenAPI types have this route

export type CrmProvider = 'hubspot' | 'pipedrive';
export const CRM_PROVIDERS: readonly CrmProvider[] = ['hubspot', 'pipedrive'];

/** When a lead goes to the CRM: at once, or once its e-mail address is confirmed. */
export type CrmTrigger = 'captured' | 'confirmed';

/** The lead fields whose CRM property the organiser chooses; name and e-mail always map to the person's own. */
export const CRM_MAPPED_FIELDS = ['field1', 'field2', 'rating', 'tags', 'event'] as const;
export type CrmMappedField = (typeof CRM_MAPPED_FIELDS)[number];
export type CrmFieldMap = Record<CrmMappedField, string | null>;

export interface CrmIntegration {
  provider: CrmProvider;
  connected: boolean;
  /** The CRM account's name (the portal, the company); null while not connected. */
  accountLabel: string | null;
  accountUrl: string | null;
  status: 'active' | 'unauthorized';
  /** Why it is 'unauthorized', in German. */
  statusMessage: string | null;
  trigger: CrmTrigger;
  /** null: every event, also future ones. */
  eventIds: string[] | null;
  fieldMap: CrmFieldMap;
  connectedAt: string | null;
}

export interface CrmIntegrationChange {
  trigger?: CrmTrigger;
  eventIds?: string[] | null;
  fieldMap?: Partial<CrmFieldMap>;
}
