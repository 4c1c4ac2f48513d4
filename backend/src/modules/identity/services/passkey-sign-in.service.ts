import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { Request } from 'express';
import { appConfig } from '../../../config';
import { asAuthenticationResponse, relyingParty, userHandleOf } from '../domain/passkey';
import { keepChallenge, takeChallenge } from '../domain/passkey-challenge';
import { IdentityErrors } from '../identity.errors';
import { PasskeysRepository } from '../repositories/passkeys.repository';
import { UsersRepository } from '../repositories/users.repository';
import type { User } from '../entities/user.entity';
import { requireMaySignIn } from './authentication.service';

/** Signing in with a passkey (a discoverable credential): no address, no password, no code. */
@Injectable()
export class PasskeySignInService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly passkeys: PasskeysRepository,
    private readonly users: UsersRepository,
  ) {}

  /** The options for navigator.credentials.get(), without allowCredentials: the authenticator offers its passkeys for this site. */
  async options(req: Request): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: relyingParty(this.app.appUrl, this.app.appOrigin).rpID, userVerification: 'preferred' });
    keepChallenge(req, 'sign-in', options.challenge);
    return options;
  }

  /**
   * Verifies the signature over the session's challenge with the stored public key and the
   * counter, records the use and answers the credential's user, who may sign in (the password
   * sign-in's refusals); SignInService.withPasskey then begins the session. Every failure of the proof answers the same 401.
   */
  async verify(req: Request, rawResponse: unknown): Promise<User> {
    const expectedChallenge = takeChallenge(req, 'sign-in');
    const response = asAuthenticationResponse(rawResponse);
    const passkey = await this.passkeys.findByCredentialId(response.id);
    if (!passkey) throw IdentityErrors.passkeySignInFailed();
    // the authenticator names the user it made the credential for; it must be the credential's owner
    const handle = response.response.userHandle;
    if (handle && handle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url')) throw IdentityErrors.passkeySignInFailed();
    const { rpID, origin } = relyingParty(this.app.appUrl, this.app.appOrigin);
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) throw IdentityErrors.passkeySignInFailed();
    await this.passkeys.recordUse(passkey.id, verification.authenticationInfo.newCounter, verification.authenticationInfo.credentialBackedUp, new Date());
    const user = await this.users.findById(passkey.userId);
    if (!user) throw IdentityErrors.passkeySignInFailed();
    requireMaySignIn(user);
    return user;
  }
}
