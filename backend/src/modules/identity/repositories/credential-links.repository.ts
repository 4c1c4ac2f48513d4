import { Injectable } from '@nestjs/common';
import { EntityManager, IsNull, LessThan, MoreThanOrEqual, type EntityTarget, type Repository } from 'typeorm';
import { EmailChangeToken } from '../entities/email-change-token.entity';
import { PasswordResetToken } from '../entities/password-reset-token.entity';

type LinkRow = PasswordResetToken | EmailChangeToken;

/** The statements both kinds of one-time link share: found by the hash of their token, spent once. */
abstract class OneTimeLinks<T extends LinkRow> {
  protected abstract readonly entity: EntityTarget<T>;

  /** The columns every link has are all this class touches, so it works on either table as a LinkRow. */
  private repo(manager: EntityManager): Repository<LinkRow> {
    return manager.getRepository<LinkRow>(this.entity);
  }

  async add(manager: EntityManager, link: Omit<T, 'id' | 'usedAt' | 'supersededAt'>): Promise<void> {
    await this.repo(manager).insert({ ...link, usedAt: null, supersededAt: null } as Omit<LinkRow, 'id'>);
  }

  async findByHash(manager: EntityManager, tokenHash: string, lock = false): Promise<T | null> {
    return (await this.repo(manager).findOne({ where: { tokenHash }, lock: lock ? { mode: 'pessimistic_write' } : undefined })) as T | null;
  }

  async markUsed(manager: EntityManager, id: string, at: Date): Promise<void> {
    await this.repo(manager).update(id, { usedAt: at });
  }

  /** Makes every open link of the user void (a newer one replaces them, or what they would change changed). */
  async supersedeOpenOf(manager: EntityManager, userId: string, at: Date): Promise<void> {
    await this.repo(manager).update({ userId, usedAt: IsNull(), supersededAt: IsNull() }, { supersededAt: at });
  }
}

@Injectable()
export class PasswordResetTokensRepository extends OneTimeLinks<PasswordResetToken> {
  protected readonly entity = PasswordResetToken;

  /** Reset links made for the user since `since`, spent or not (the per-address limit). */
  countMadeSince(manager: EntityManager, userId: string, since: Date): Promise<number> {
    return manager.getRepository(PasswordResetToken).countBy({ userId, createdAt: MoreThanOrEqual(since) });
  }

  /** Rows older than the limit's window are of no use any more. */
  async deleteMadeBefore(manager: EntityManager, userId: string, before: Date): Promise<void> {
    await manager.getRepository(PasswordResetToken).delete({ userId, createdAt: LessThan(before) });
  }
}

@Injectable()
export class EmailChangeTokensRepository extends OneTimeLinks<EmailChangeToken> {
  protected readonly entity = EmailChangeToken;
}
