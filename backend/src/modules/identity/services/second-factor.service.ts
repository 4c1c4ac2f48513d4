import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import QRCode from 'qrcode';
import { Secret } from 'otpauth';
import { isPlatformAdmin, type SessionUser } from '../../../common/auth/session-user';
import { AppError } from '../../../common/errors/app-error';
import { UnitOfWork, type Transaction } from '../../../common/outbox/unit-of-work';
import { Clock } from '../../../common/time/clock';
import { appConfig } from '../../../config';
import { decryptSecret, deriveKey, encryptSecret } from '../../../common/security/sealed-secret';
import { MailService } from '../../mailing';
import {
  RECOVERY_CODE_KEY_INFO,
  TOTP_SECRET_KEY_INFO,
  hashRecoveryCode,
  isTotpCode,
  matchingTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  normaliseCode,
  totpFor,
} from '../domain/second-factor';
import { secondFactorNoticeMail, type SecondFactorChange } from '../domain/second-factor-notice';
import { IdentityErrors } from '../identity.errors';
import { AccountMembersRepository } from '../repositories/account-members.repository';
import { PasskeysRepository } from '../repositories/passkeys.repository';
import { SecondFactorRepository } from '../repositories/second-factor.repository';
import { LoginThrottleService } from './login-throttle.service';

/** What the setup shows: the secret to type in, the otpauth:// link and its QR code (an SVG document). */
export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

export interface SecondFactorStatus {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  secondFactorRequired: boolean;
  sessionStrong: boolean;
}

/** Who changes their second factor: the session's user. */
type Owner = Pick<SessionUser, 'id' | 'email' | 'role' | 'secondFactor' | 'locale'>;

/** How a sign-in's second step was proven. */
export type SecondStepMethod = 'totp' | 'recovery-code';

/**
 * The user's second factor: an authenticator app (TOTP) and its single-use recovery codes. The
 * secret is stored encrypted, the codes only as keyed hashes; both keys come from the session
 * secret, so changing SESSION_SECRET voids every second factor (see docs/architecture.md).
 */
@Injectable()
export class SecondFactorService {
  private readonly logger = new Logger(SecondFactorService.name);
  private readonly secretKey: Buffer;
  private readonly recoveryKey: Buffer;

  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly uow: UnitOfWork,
    private readonly factors: SecondFactorRepository,
    private readonly members: AccountMembersRepository,
    private readonly passkeys: PasskeysRepository,
    private readonly throttle: LoginThrottleService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {
    this.secretKey = deriveKey(app.sessionSecret, TOTP_SECRET_KEY_INFO);
    this.recoveryKey = deriveKey(app.sessionSecret, RECOVERY_CODE_KEY_INFO);
  }

  isTotpEnabled(userId: string): Promise<boolean> {
    return this.factors.isTotpEnabled(userId);
  }

  /**
   * Whether a password sign-in must ask for a code: TOTP is on and its secret readable. A secret
   * made under another SESSION_SECRET can never be checked again; it is removed with its recovery
   * codes, so the user signs in with the password and sets a factor up anew (where one is required,
   * the access guard leads them there) instead of being locked out for good.
   */
  async needsTotpAtSignIn(userId: string): Promise<boolean> {
    const factor = await this.factors.findTotp(userId);
    if (!factor?.enabledAt) return false;
    if (this.decrypt(factor.secretEncrypted)) return true;
    await this.uow.run((tx) => this.factors.deleteAll(tx.manager, userId));
    return false;
  }

  /**
   * A second factor besides TOTP: a passkey. While there is one, turning TOTP off leaves the user
   * with a second factor, so a requirement does not stand in the way.
   */
  async hasOtherSecondFactor(userId: string): Promise<boolean> {
    return (await this.passkeys.countOf(userId)) > 0;
  }

  hasSecondFactor(userId: string): Promise<boolean> {
    return this.factors.hasAnySecondFactor(userId);
  }

  /** A new secret, pending until `enable` gets a code of it; replaces a pending one; 409 while TOTP is on. */
  async setup(user: Owner): Promise<TotpSetup> {
    const secret = newTotpSecret();
    if (!(await this.factors.savePendingTotp(user.id, encryptSecret(this.secretKey, secret)))) throw IdentityErrors.secondFactorAlreadyEnabled();
    const otpauthUrl = totpFor(secret, user.email).toString();
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret: new Secret({ buffer: Uint8Array.from(secret).buffer }).base32, otpauthUrl, qrSvg };
  }

  /** Turns the pending setup on with a code of it: ten recovery codes, shown once. The code's time step counts as used. */
  async enable(user: Owner, code: string): Promise<string[]> {
    return this.uow.run(async (tx) => {
      const factor = await this.factors.findTotp(user.id, tx.manager, true);
      if (!factor) throw IdentityErrors.secondFactorNoSetup();
      if (factor.enabledAt) throw IdentityErrors.secondFactorAlreadyEnabled();
      const secret = this.decrypt(factor.secretEncrypted);
      if (!secret) throw IdentityErrors.secondFactorNoSetup();
      const step = matchingTotpStep(secret, normaliseCode(code), this.clock.now());
      if (step === null) throw IdentityErrors.secondFactorWrongCode();
      await this.factors.enableTotp(tx.manager, user.id, step);
      const codes = await this.replaceRecoveryCodes(tx, user.id);
      await this.notify(tx, user, 'enabled');
      return codes;
    });
  }

  /**
   * Turns TOTP off with the password and a code (TOTP or recovery); 409 first when the user must
   * keep a second factor: a platform admin, or a member of an account that requires one.
   */
  async disable(user: Owner, password: string, code: string): Promise<void> {
    if (!(await this.isTotpEnabled(user.id))) throw IdentityErrors.secondFactorNotEnabled();
    const mustKeepOne = isPlatformAdmin(user) || (await this.members.anyAccountRequiresSecondFactor(user.id));
    if (mustKeepOne && !(await this.hasOtherSecondFactor(user.id))) throw IdentityErrors.secondFactorRequiredByPolicy();
    await this.requirePassword(user, password);
    if (!(await this.throttle.verifySecondStep(user.email, () => this.verifyCode(user.id, code)))) throw IdentityErrors.secondFactorWrongCode();
    await this.uow.run(async (tx) => {
      await this.factors.deleteAll(tx.manager, user.id);
      await this.notify(tx, user, 'disabled');
    });
  }

  /** A new set of ten in place of the old (used or not), after the password; 409 without TOTP. */
  async renewRecoveryCodes(user: Owner, password: string): Promise<string[]> {
    if (!(await this.isTotpEnabled(user.id))) throw IdentityErrors.secondFactorNotEnabled();
    await this.requirePassword(user, password);
    return this.uow.run(async (tx) => {
      const codes = await this.replaceRecoveryCodes(tx, user.id);
      await this.notify(tx, user, 'recovery-codes');
      return codes;
    });
  }

  async status(user: Owner): Promise<SecondFactorStatus> {
    const totpEnabled = await this.isTotpEnabled(user.id);
    return {
      totpEnabled,
      recoveryCodesLeft: totpEnabled ? await this.factors.countUnusedRecoveryCodes(user.id) : 0,
      secondFactorRequired: user.secondFactor.required,
      sessionStrong: user.secondFactor.satisfied,
    };
  }

  /**
   * A code of the user's second factor, used up: six digits are a TOTP code (its time step once,
   * ±1 step), anything else is tried as an unused recovery code. null when it is neither.
   */
  async verifyCode(userId: string, rawCode: string): Promise<SecondStepMethod | null> {
    const code = normaliseCode(rawCode);
    if (isTotpCode(code)) {
      const factor = await this.factors.findTotp(userId);
      const secret = factor?.enabledAt ? this.decrypt(factor.secretEncrypted) : null;
      const step = secret ? matchingTotpStep(secret, code, this.clock.now()) : null;
      return step !== null && (await this.factors.takeTotpStep(userId, step)) ? 'totp' : null;
    }
    return (await this.factors.useRecoveryCode(userId, hashRecoveryCode(this.recoveryKey, userId, code))) ? 'recovery-code' : null;
  }

  /** The password of a signed-in user, behind the login throttle; a wrong one is the form's 400, not a sign-out's 401. */
  private async requirePassword(user: Owner, password: string): Promise<void> {
    try {
      await this.throttle.verifyPassword(user.email, password);
    } catch (error) {
      if (error instanceof AppError && error.code === 'IDENTITY_WRONG_CREDENTIALS') throw IdentityErrors.secondFactorWrongPassword();
      throw error;
    }
  }

  private async replaceRecoveryCodes(tx: Transaction, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.factors.replaceRecoveryCodes(
      tx.manager,
      userId,
      codes.map((code) => hashRecoveryCode(this.recoveryKey, userId, code)),
    );
    return codes;
  }

  private async notify(tx: Transaction, user: Owner, change: SecondFactorChange): Promise<void> {
    await this.mail.sendTemplateMail(tx, { userId: user.id, to: user.email, content: secondFactorNoticeMail(change, this.app.appUrl, user.locale) });
  }

  /** null when the secret was stored under another session secret (or altered): no code can match then. */
  private decrypt(blob: Buffer): Buffer | null {
    try {
      return decryptSecret(this.secretKey, blob);
    } catch {
      this.logger.warn('a TOTP secret could not be decrypted (was SESSION_SECRET changed?)');
      return null;
    }
  }
}
