import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type CborValue = Parameters<typeof isoCBOR.encode>[0];

/** What the server's options carry that an authenticator reads. */
interface RegistrationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface SignInOptions {
  challenge: string;
  rpId?: string;
}

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  /** base64url, as the registration options named the user. */
  userHandle: string;
  counter: number;
}

/** UP (user present), UV (user verified), AT (attested credential data follows). */
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/**
 * A software passkey authenticator for tests without a browser: ES256 keys (node:crypto),
 * attestation 'none', discoverable credentials. It answers the server's options as
 * @simplewebauthn/browser hands a browser's answer to the server (RegistrationResponseJSON,
 * AuthenticationResponseJSON). `origin` is the page the browser would report.
 */
export class SoftAuthenticator {
  readonly credentials: StoredCredential[] = [];

  constructor(private readonly origin: string = process.env.APP_URL!) {}

  /** navigator.credentials.create(): a new key pair for the relying party and user. */
  create(options: RegistrationOptions, tamper: { origin?: string } = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, CborValue>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const credential: StoredCredential = { id: randomBytes(16), privateKey, rpId, userHandle: options.user.id, counter: 0 };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]), counterBytes(0), Buffer.alloc(16), idLength, credential.id, Buffer.from(coseKey)]);
    const attestationObject = isoCBOR.encode(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: tamper.origin ?? this.origin, crossOrigin: false });
    this.credentials.push(credential);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(Buffer.from(clientDataJSON)), attestationObject: b64url(Buffer.from(attestationObject)), transports: ['internal'] },
    };
  }

  /** navigator.credentials.get() with a discoverable credential: the newest one of the relying party, or `credential`. */
  get(options: SignInOptions, tamper: { origin?: string; credential?: StoredCredential } = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const credential = tamper.credential ?? this.credentials.filter((candidate) => candidate.rpId === rpId).at(-1);
    if (!credential) throw new Error(`no credential for ${rpId}`);
    credential.counter += 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAG_UP | FLAG_UV]), counterBytes(credential.counter)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: tamper.origin ?? this.origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
    };
  }
}
