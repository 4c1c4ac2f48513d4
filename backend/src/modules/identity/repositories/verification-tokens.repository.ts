import { Injectable } from '@nestjs/common';
import { EntityManager, Not } from 'typeorm';
import { EmailVerificationToken } from '../entities/email-verification-token.entity';

@Injectable()
export class VerificationTokensRepository {
  async add(manager: EntityManager, token: Omit<EmailVerificationToken, 'id' | 'createdAt' | 'usedAt'>): Promise<void> {
    await manager.getRepository(EmailVerificationToken).insert({ ...token, usedAt: null });
  }

  findByHashForUpdate(manager: EntityManager, tokenHash: string): Promise<EmailVerificationToken | null> {
    return manager.getRepository(EmailVerificationToken).findOne({ where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  async markUsed(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(EmailVerificationToken).update(id, { usedAt: new Date() });
  }

  /** After activation the other links of the account stop working. */
  async deleteOthers(manager: EntityManager, userId: string, keepId: string): Promise<void> {
    await manager.getRepository(EmailVerificationToken).delete({ userId, id: Not(keepId) });
  }

  /** true when another user's pending registration holds this company slug (until it is activated or the user deleted). */
  async slugPendingForOther(manager: EntityManager, companySlug: string, userId: string | null): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM email_verification_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.company_slug = $1 AND t.used_at IS NULL AND u.email_verified_at IS NULL AND t.user_id IS DISTINCT FROM $2::uuid
        LIMIT 1`,
      [companySlug, userId],
    )) as unknown[];
    return rows.length > 0;
  }
}
