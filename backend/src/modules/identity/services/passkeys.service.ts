import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { generateRegistrationOptions, verifyRegistrationResponse, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { isUUID } from 'class-validator';
import type { Request } from 'express';
import { appConfig } from '../../../config';
import type { SessionUser } from '../../../common/auth/session-user';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { MailService } from '../../mailing';
import { asRegistrationResponse, PASSKEYS_PER_USER, RELYING_PARTY_NAME, relyingParty, userHandleOf } from '../domain/passkey';
import { keepChallenge, takeChallenge } from '../domain/passkey-challenge';
import { passkeyAddedMail } from '../domain/security-notices';
import { ipHintOf, isStrongSignIn, userAgentOf } from '../domain/sign-in';
import type { Passkey } from '../entities/passkey.entity';
import { IdentityErrors } from '../identity.errors';
import { AccountMembersRepository } from '../repositories/account-members.repository';
import { SecondFactorRepository } from '../repositories/second-factor.repository';
import { PasskeysRepository } from '../repositories/passkeys.repository';
import { UsersRepository } from '../repositories/users.repository';

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

function view(passkey: Passkey): PasskeyView {
  return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt };
}

/** A signed-in user's passkeys: registering one (WebAuthn with attestation 'none'), listing, removing. */
@Injectable()
export class PasskeysService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly uow: UnitOfWork,
    private readonly passkeys: PasskeysRepository,
    private readonly users: UsersRepository,
    private readonly members: AccountMembersRepository,
    private readonly factors: SecondFactorRepository,
    private readonly mail: MailService,
  ) {}

  /** Whether the user has a passkey, for the question whether they have a second factor. */
  async hasPasskey(userId: string): Promise<boolean> {
    return (await this.passkeys.countOf(userId)) > 0;
  }

  list(userId: string): Promise<PasskeyView[]> {
    return this.passkeys.listOf(userId).then((passkeys) => passkeys.map(view));
  }

  /**
   * The options for navigator.credentials.create(): a discoverable credential (so it signs in
   * without an address), none of the user's own again. The challenge waits in the session.
   */
  async registrationOptions(req: Request, user: SessionUser): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.passkeys.listOf(user.id);
    if (existing.length >= PASSKEYS_PER_USER) throw IdentityErrors.passkeyLimitReached(PASSKEYS_PER_USER);
    const { rpID } = relyingParty(this.app.appUrl, this.app.appOrigin);
    const options = await generateRegistrationOptions({
      rpName: RELYING_PARTY_NAME,
      rpID,
      userID: userHandleOf(user.id),
      userName: user.email,
      userDisplayName: user.name,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    });
    keepChallenge(req, 'registration', options.challenge);
    return options;
  }

  /** Verifies the authenticator's answer to the session's challenge and keeps the passkey; mails a notice. */
  async register(req: Request, user: SessionUser, name: string, rawResponse: unknown): Promise<PasskeyView> {
    const expectedChallenge = takeChallenge(req, 'registration');
    const response = asRegistrationResponse(rawResponse);
    const { rpID, origin } = relyingParty(this.app.appUrl, this.app.appOrigin);
    const verification = await verifyRegistrationResponse({ response, expectedChallenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false }).catch(() => null);
    if (!verification?.verified) throw IdentityErrors.passkeyRegistrationFailed();
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;

    const { passkey, first } = await this.uow.run(async (tx) => {
      const owner = await this.users.lockById(user.id, tx.manager);
      if (!owner) throw IdentityErrors.passkeyRegistrationFailed();
      const before = await this.passkeys.countOf(user.id, tx.manager);
      if (before >= PASSKEYS_PER_USER) throw IdentityErrors.passkeyLimitReached(PASSKEYS_PER_USER);
      const added = await this.passkeys.insert(tx.manager, {
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? []).slice(0, 10),
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name,
      });
      if (!added) throw IdentityErrors.passkeyAlreadyRegistered();
      const content = passkeyAddedMail({ appUrl: this.app.appUrl, timeZone: this.app.businessTimeZone, name: owner.name, passkeyName: name, at: added.createdAt, locale: owner.locale });
      await this.mail.sendTemplateMail(tx, { userId: owner.id, to: owner.email, content });
      return { passkey: added, first: before === 0 };
    });
    if (first && !user.secondFactor.enabled) strengthen(req);
    return view(passkey);
  }

  /**
   * 404 for an id that is not one of the user's passkeys; 409 when it is the last second factor of
   * a user who must keep one (a platform admin, a member of an account that requires it).
   */
  async remove(user: SessionUser, id: string): Promise<void> {
    if (!isUUID(id)) throw IdentityErrors.passkeyNotFound();
    const mustKeepOne = user.secondFactor.required || (await this.members.anyAccountRequiresSecondFactor(user.id));
    await this.uow.run(async (tx) => {
      // one removal at a time per user, so two cannot each leave the other's key as the last one
      await this.users.lockById(user.id, tx.manager);
      if (!(await this.passkeys.deleteOf(user.id, id, tx.manager))) throw IdentityErrors.passkeyNotFound();
      if (!mustKeepOne || (await this.factors.isTotpEnabled(user.id, tx.manager))) return;
      if ((await this.passkeys.countOf(user.id, tx.manager)) === 0) throw IdentityErrors.secondFactorRequiredByPolicy();
    });
  }
}

/**
 * Enrolling in the session makes it strong (docs/architecture.md); the caller does it only when
 * the user had no second factor yet: a session signed in with the password alone must not turn
 * strong by adding a further key (next to a TOTP or another passkey), or a stolen password would
 * get past a required second factor. A strong session keeps its method.
 */
function strengthen(req: Request): void {
  if (isStrongSignIn(req.session.signIn?.method)) return;
  req.session.signIn = { ...(req.session.signIn ?? { at: new Date().toISOString(), userAgent: userAgentOf(req), ipHint: ipHintOf(req.ip) }), method: 'passkey' };
}
