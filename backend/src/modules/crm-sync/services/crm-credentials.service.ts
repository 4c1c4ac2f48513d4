import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { decryptSecret, deriveKey, encryptSecret } from '../../../common/security/sealed-secret';
import { appConfig } from '../../../config';
import type { CrmCredentials } from '../domain/crm-providers';

/** The key's purpose: CRM credentials only (another purpose derives another key). */
const CRM_CREDENTIALS_KEY_INFO = 'fairleads:crm-credentials:v1';

/**
 * Seals a connection's credentials (AES-256-GCM, the key derived from SESSION_SECRET) and opens
 * them for a delivery. A changed SESSION_SECRET leaves them unreadable: `open` answers null and
 * the delivery treats the connection as refused (a new token is needed).
 */
@Injectable()
export class CrmCredentialsSeal {
  private readonly key: Buffer;

  constructor(@Inject(appConfig.KEY) app: ConfigType<typeof appConfig>) {
    this.key = deriveKey(app.sessionSecret, CRM_CREDENTIALS_KEY_INFO);
  }

  seal(credentials: CrmCredentials): Buffer {
    return encryptSecret(this.key, Buffer.from(JSON.stringify(credentials), 'utf8'));
  }

  open(sealed: Buffer): CrmCredentials | null {
    try {
      const parsed = JSON.parse(decryptSecret(this.key, sealed).toString('utf8')) as CrmCredentials;
      return parsed?.kind === 'token' && typeof parsed.token === 'string' ? parsed : null;
    } catch {
      return null;
    }
  }
}
