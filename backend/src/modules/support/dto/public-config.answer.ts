/** The operator named in the legal notice. */
export class OperatorAnswer {
  name!: string;
  street!: string;
  postalCode!: string;
  city!: string;
  country!: string;
  email!: string;
  phone!: string;
  representative!: string;
  register!: string;
  vatId!: string;
}

/** Days after an event's end until the leads' CSV backup mail and until their deletion. */
export class RetentionDaysAnswer {
  backupDays!: number;
  deleteDays!: number;
}

/** GET /api/public/config: the operator's public settings. */
export class PublicConfigAnswer {
  demoBookingUrl!: string;
  /** Google Analytics 4 measurement id; null: no analytics at all. */
  analyticsMeasurementId!: string | null;
  operator!: OperatorAnswer;
  retention!: RetentionDaysAnswer;
}
