/** One of the signed-in user's passkeys. */
export class PasskeyAnswer {
  id!: string;
  name!: string;
  createdAt!: Date;
  /** The last sign-in with it; null when it was never used. */
  lastUsedAt!: Date | null;
}

export class PasskeyRelyingPartyAnswer {
  /** The host of APP_URL. */
  id?: string;
  name!: string;
}

export class PasskeyUserEntityAnswer {
  /** The user handle (base64url of the user's id bytes). */
  id!: string;
  name!: string;
  displayName!: string;
}

export class PasskeyAlgorithmAnswer {
  type!: 'public-key';
  /** A COSE algorithm id (-7 ES256, -8 EdDSA, -257 RS256, …). */
  alg!: number;
}

export class PasskeyCredentialDescriptorAnswer {
  /** base64url */
  id!: string;
  /** 'public-key' */
  type!: string;
  transports?: string[];
}

export class PasskeyAuthenticatorSelectionAnswer {
  residentKey?: 'discouraged' | 'preferred' | 'required';
  requireResidentKey?: boolean;
  userVerification?: 'discouraged' | 'preferred' | 'required';
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

/**
 * POST /api/account/security/passkeys/options: PublicKeyCredentialCreationOptionsJSON, to hand to
 * @simplewebauthn/browser's startRegistration({ optionsJSON }) as it is.
 */
export class PasskeyRegistrationOptionsAnswer {
  /** base64url; valid for 5 minutes, once. */
  challenge!: string;
  rp!: PasskeyRelyingPartyAnswer;
  user!: PasskeyUserEntityAnswer;
  pubKeyCredParams!: PasskeyAlgorithmAnswer[];
  timeout?: number;
  /** The user's passkeys, so the same authenticator is not registered twice. */
  excludeCredentials?: PasskeyCredentialDescriptorAnswer[];
  authenticatorSelection?: PasskeyAuthenticatorSelectionAnswer;
  attestation?: 'none' | 'indirect' | 'direct' | 'enterprise';
  hints?: ('hybrid' | 'security-key' | 'client-device')[];
  extensions?: object;
}

/**
 * POST /api/auth/passkey/options: PublicKeyCredentialRequestOptionsJSON (no allowCredentials:
 * the authenticator offers its passkeys for this site), for startAuthentication({ optionsJSON }).
 */
export class PasskeySignInOptionsAnswer {
  /** base64url; valid for 5 minutes, once. */
  challenge!: string;
  timeout?: number;
  rpId?: string;
  userVerification?: 'discouraged' | 'preferred' | 'required';
  extensions?: object;
}
