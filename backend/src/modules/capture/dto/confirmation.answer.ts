/** The event's look for the confirmation page. */
export class ConfirmedEventAnswer {
  name!: string;
  primaryColor!: string;
  secondaryColor!: string;
  backgroundColor!: string;
  logoUrl!: string | null;
  ctaButtonText!: string | null;
}

/** POST /api/confirm/{token}: the double opt-in is confirmed (again: the same answer). */
export class ConfirmationAnswer {
  success!: boolean;
  downloadUrl!: string;
  /** In the lead's language. */
  message!: string;
  event!: ConfirmedEventAnswer;
}
