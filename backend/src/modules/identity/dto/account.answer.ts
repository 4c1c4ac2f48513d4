import { SecondFactorStateAnswer } from './second-factor.answer';
import { AccountSummaryAnswer } from './team.answer';

/** A signed-in user as the session holds it, with the current account's slug, credits and free event. */
export class SessionUserAnswer {
  id!: string;
  email!: string;
  name!: string;
  companySlug!: string;
  role!: 'user' | 'admin' | 'superadmin';
  /** The language of the organiser area and of the mails to this user. */
  locale!: 'de' | 'en';
  eventCredits!: number;
  /** The one free first event (10 leads) has not been created yet. */
  freeEventAvailable!: boolean;
  /** The session's current account; null when the user belongs to none. */
  accountId!: string | null;
  /** The user's role in the current account. */
  accountRole!: 'owner' | 'manager' | 'staff' | null;
}

/** GET /api/auth/me: the signed-in user with their accounts. */
export class AccountUserAnswer extends SessionUserAnswer {
  /** false during the user's first session (the server knows it on every device). */
  signedInBefore!: boolean;
  /** Every account the user is a member of, the one joined first first. */
  accounts!: AccountSummaryAnswer[];
  /** The same as accountId: the account the session acts in. */
  currentAccountId!: string | null;
  secondFactor!: SecondFactorStateAnswer;
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
