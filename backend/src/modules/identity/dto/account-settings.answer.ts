/** GET and PUT /api/email-settings */
export class EmailSettingsAnswer {
  leadNotificationsEnabled!: boolean;
  weeklyReportsEnabled!: boolean;
}

/** GET and POST /api/avv-acceptance: the acceptance of the current processing agreement (AVV). */
export class AvvAcceptanceAnswer {
  accepted!: boolean;
  /** null: the current version is not accepted. */
  accepted_at!: Date | null;
  document_version!: string;
}
