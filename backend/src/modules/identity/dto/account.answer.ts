/** A signed-in account as the session holds it. */
export class SessionUserAnswer {
  id!: string;
  email!: string;
  name!: string;
  companySlug!: string;
  role!: 'user' | 'admin' | 'superadmin';
  eventCredits!: number;
  /** The one free first event (10 leads) has not been created yet. */
  freeEventAvailable!: boolean;
}

/** GET /api/auth/me: the signed-in account. */
export class AccountUserAnswer extends SessionUserAnswer {
  /** false during the account's first session (the server knows it on every device). */
  signedInBefore!: boolean;
}

/** POST /api/auth/login */
export class LoginAnswer {
  message!: string;
  user!: AccountUserAnswer;
  /** The account's very first sign-in: the dashboard greets it with the welcome dialog. */
  firstLogin!: boolean;
}

/** POST /api/auth/register: 201 for a new account, 200 when an unconfirmed address gets a new mail. */
export class RegistrationAnswer {
  requiresVerification!: true;
  email!: string;
  message!: string;
  user!: SessionUserAnswer;
}

export class ActivatedAccountAnswer {
  email!: string;
}

/** GET /api/verify-email/{token} */
export class ActivationAnswer {
  user!: ActivatedAccountAnswer;
  message!: string;
}
