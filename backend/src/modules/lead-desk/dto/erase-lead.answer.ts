/** A copy of the lead in a connected CRM (the native CRM sync), the organiser's to erase there. */
export class CrmCopyAnswer {
  provider!: 'hubspot' | 'pipedrive';
  /** The CRM's record of the person (HubSpot contact, Pipedrive person). */
  url!: string;
}

/** POST /api/leads/{id}/erase: what was done, and where copies of the lead remain. */
export class LeadErasedAnswer {
  message!: string;
  /** Copies in CRMs FairLeads sent the lead to: FairLeads does not erase them ('Die Kopie in HubSpot löschst du selbst'). */
  crmCopies!: CrmCopyAnswer[];
}
