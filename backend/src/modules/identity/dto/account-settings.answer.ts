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

/** PATCH /api/account/settings: the user's own preferences as saved. */
export class AccountPreferencesAnswer {
  /** The language of the organiser area and of the mails to this user. */
  locale!: 'de' | 'en';
}
