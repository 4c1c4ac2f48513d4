/** POST /api/account/security/totp/setup: what the authenticator app needs. */
export class TotpSetupAnswer {
  /** The secret in base32, to type in by hand. */
  secret!: string;
  /** otpauth://totp/FairLeads:{email}?secret=…&issuer=FairLeads (SHA1, 6 digits, 30 s). */
  otpauthUrl!: string;
  /** The otpauth URL as a QR code: an SVG document. */
  qrSvg!: string;
}

/** POST …/totp/enable and …/recovery-codes: the codes, shown this once ('xxxxx-xxxxx', each usable once). */
export class RecoveryCodesAnswer {
  recoveryCodes!: string[];
}

/** GET /api/account/security */
export class SecurityStatusAnswer {
  totpEnabled!: boolean;
  /** Unused recovery codes. */
  recoveryCodesLeft!: number;
  /** The user is a platform admin, or the current account requires a second factor. */
  secondFactorRequired!: boolean;
  /** This session was signed in (or enrolled) with a second factor. */
  sessionStrong!: boolean;
}

/** GET /api/auth/me: the user's second factor as this session knows it. */
export class SecondFactorStateAnswer {
  /** The user has a second factor. */
  enabled!: boolean;
  /** A platform admin, or the current account requires one: until `satisfied`, only the own settings work (403 SECOND_FACTOR_REQUIRED). */
  required!: boolean;
  /** This session was signed in (or enrolled) with a second factor. */
  satisfied!: boolean;
}

/** POST /api/auth/login and /api/admin/login with TOTP on: nobody is signed in yet; POST …/login/2fa completes it within 5 minutes. */
export class SecondFactorPendingAnswer {
  twoFactorRequired!: true;
  message!: string;
}

/** PUT /api/account/team/security */
export class TeamSecurityAnswer {
  requireSecondFactor!: boolean;
}
