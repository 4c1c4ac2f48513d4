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
}
