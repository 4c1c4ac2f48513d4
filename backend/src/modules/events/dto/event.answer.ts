/** An event as the organiser's SPA reads it: its settings plus read-only figures. */
export class EventAnswer {
  id!: string;
  name!: string;
  slug!: string;
  /** A rename makes the slug anew from the name (until published or set by hand). */
  slugFollowsName!: boolean;
  /** What published the form address and fixed the slug; null: the slug may still change. */
  slugFixedBy!: 'qr' | 'poster' | 'lead' | null;
  /** YYYY-MM-DD */
  startDate!: string;
  /** YYYY-MM-DD */
  endDate!: string;
  status!: 'active' | 'archived';
  logoUrl!: string | null;
  headerImageUrl!: string | null;
  /** The uploaded logo's address on our origin (it wins over logoUrl); null without an upload. */
  uploadedLogoUrl!: string | null;
  /** The uploaded header image's address on our origin (it wins over headerImageUrl); null without an upload. */
  uploadedHeaderImageUrl!: string | null;
  primaryColor!: string;
  secondaryColor!: string;
  backgroundColor!: string;
  introText!: string | null;
  downloadUrl!: string;
  doubleOptIn!: boolean;
  nameRequired!: boolean;
  /** The label of the organiser's own form field; null: switched off. */
  customField1!: string | null;
  customField2!: string | null;
  customField1Required!: boolean;
  customField2Required!: boolean;
  customField1Options!: string[];
  customField2Options!: string[];
  doiEmailSubject!: string | null;
  /** The text that is sent: the organiser's own, or our default. */
  doiEmailBody!: string;
  welcomeEmailSubject!: string | null;
  /** As doiEmailBody. */
  welcomeEmailBody!: string;
  ctaButtonText!: string | null;
  privacyText!: string | null;
  privacyUrl!: string | null;
  submitButtonText!: string | null;
  /** English versions of the organiser's texts; null: visitors with an English page get the German text (or our English default). */
  introTextEn!: string | null;
  privacyTextEn!: string | null;
  submitButtonTextEn!: string | null;
  doiEmailSubjectEn!: string | null;
  doiEmailBodyEn!: string | null;
  welcomeEmailSubjectEn!: string | null;
  welcomeEmailBodyEn!: string | null;
  ctaButtonTextEn!: string | null;
  createdAt!: Date;
  /** Raised by every saved change (settings, uploads). */
  updatedAt!: Date;
  leadCount!: number;
  confirmedLeadCount!: number;
  /** confirmed / total * 100, one decimal; 0 without leads. */
  conversionRate!: number;
  /** The account's free first event. */
  isFirstEvent!: boolean;
  /** Every lead captured, erased ones too: what the free event's cap counts. */
  capturedLeadCount!: number;
  leadLimitReached!: boolean;
  formUrl!: string;
  /** The end date is over in TZ_BUSINESS: the public form is closed and the card shows 'Inaktiv'. */
  ended!: boolean;
  /** Day (YYYY-MM-DD) the CSV backup of the leads is mailed to the organiser. */
  backupDate!: string;
  /** Day (YYYY-MM-DD) the leads are deleted for good. */
  dataDeletionDate!: string;
}

/** POST /api/events */
export class CreatedEventAnswer {
  event!: EventAnswer;
}

/** POST /api/events/{id}/upgrade */
export class UpgradedEventAnswer {
  event!: EventAnswer;
  message!: string;
}

/** GET /api/events/{id}/qr */
export class EventQrAnswer {
  /** A PNG data URL, or SVG text with ?format=svg. */
  qrCode!: string;
  formUrl!: string;
  /** The short link the code holds (counted as a scan). */
  scanUrl!: string;
}
