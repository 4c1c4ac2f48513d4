/** Which CRM property each lead field goes to (null: not sent; '@label': by the custom field's label in the lead's event). */
export class CrmFieldMapAnswer {
  field1!: string | null;
  field2!: string | null;
  rating!: string | null;
  tags!: string | null;
  event!: string | null;
}

/** One CRM in the account's integrations, connected or not. */
export class CrmConnectionAnswer {
  provider!: 'hubspot' | 'pipedrive';
  connected!: boolean;
  /** How the CRM account is named ('HubSpot-Portal 12345', the Pipedrive company); null when not connected. */
  accountLabel!: string | null;
  /** The CRM account's address; null when not connected. */
  accountUrl!: string | null;
  /** unauthorized: the CRM refused the token during a delivery (statusMessage says when); null when not connected. */
  status!: 'active' | 'unauthorized' | null;
  statusMessage!: string | null;
  /** captured: each lead at once; confirmed: after its double opt-in (a lead without one at once). */
  trigger!: 'captured' | 'confirmed';
  /** The events whose leads go; null: every event. */
  eventIds!: string[] | null;
  fieldMap!: CrmFieldMapAnswer;
  connectedAt!: string | null;
}

/** Where a lead's delivery to a CRM stands. */
export class CrmSyncAnswer {
  provider!: 'hubspot' | 'pipedrive';
  /** pending: on its way (or waiting for a retry); sent; failed: given up (error says why); stopped: not sent (disconnected, erased). */
  state!: 'pending' | 'sent' | 'failed' | 'stopped';
  /** German, short; null after a success (and always after the lead's erasure). */
  error!: string | null;
  attempts!: number;
  /** The CRM's record of the person (HubSpot contact, Pipedrive person); null until sent. */
  remoteUrl!: string | null;
  syncedAt!: string | null;
  updatedAt!: string;
}
