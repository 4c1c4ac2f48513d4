import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UsersRepository } from '../repositories/users.repository';

/**
 * What the modules above identity may ask of an account: its free first event, its event
 * credits and its company slug. The credit methods run in the caller's transaction, so a
 * credit taken for an event that is then not written comes back with the rollback.
 */
@Injectable()
export class UserCreditsService {
  constructor(private readonly users: UsersRepository) {}

  /** true once per account, ever: the first event is free. */
  claimFreeEvent(manager: EntityManager, userId: string): Promise<boolean> {
    return this.users.claimFreeEvent(manager, userId);
  }

  /** true when a credit was taken; false when the account has none left. */
  consumeEventCredit(manager: EntityManager, userId: string): Promise<boolean> {
    return this.users.consumeEventCredit(manager, userId);
  }

  async findCompanySlug(userId: string): Promise<string | null> {
    return (await this.users.findById(userId))?.companySlug ?? null;
  }

  async findUserIdByCompanySlug(companySlug: string): Promise<string | null> {
    return (await this.users.findByCompanySlug(companySlug))?.id ?? null;
  }
}
