/** GET /api/auth/password-reset/{token}: the link still holds until then. */
export class PasswordResetLinkAnswer {
  /** ISO time. */
  expiresAt!: string;
}

/** POST /api/auth/email-change/{token} */
export class EmailChangedAnswer {
  message!: string;
  /** The address the user signs in with from now on. */
  email!: string;
}
