import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (19 MiB, 2 passes). */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  /** Verified against when an address is unknown, so the answer takes as long as for a known one. */
  private readonly decoy = hash('decoy-password-for-unknown-accounts', OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    const target = passwordHash ?? (await this.decoy);
    const matches = await verify(target, password).catch(() => false);
    return passwordHash !== null && matches;
  }
}
