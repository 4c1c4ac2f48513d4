/** GET /api/form/…: the public form's configuration in the visitor's language, nothing private. */
export class PublicFormAnswer {
  id!: string;
  name!: string;
  slug!: string;
  companySlug!: string;
  backgroundColor!: string;
  primaryColor!: string;
  secondaryColor!: string;
  /** An uploaded logo wins over the organiser's URL. */
  logoUrl!: string | null;
  headerImageUrl!: string | null;
  introText!: string | null;
  doubleOptIn!: boolean;
  nameRequired!: boolean;
  customField1!: string | null;
  customField2!: string | null;
  customField1Options!: string[];
  customField2Options!: string[];
  customField1Required!: boolean;
  customField2Required!: boolean;
  privacyText!: string | null;
  privacyUrl!: string | null;
  submitButtonText!: string | null;
  leadLimitReached!: boolean;
  /** Goes back with the submit (a stand device needs none). */
  formToken!: string;
}

/** POST /api/form/…/submit: 201 for a new lead, 200 for a known address. */
export class SubmitLeadAnswer {
  requiresConfirmation!: boolean;
  downloadUrl!: string | null;
  /** false when a repeated submit's mail was held back (at most one every 10 minutes). */
  mailSent!: boolean;
  /** Only for a stand device, which rates the lead it just captured. */
  leadId?: string;
}
