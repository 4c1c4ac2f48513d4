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

  /** Adds bought credits in the caller's transaction; false when the account no longer exists. */
  grantEventCredits(manager: EntityManager, userId: string, credits: number): Promise<boolean> {
    return this.users.grantEventCredits(manager, userId, credits);
  }

  /** The account's event credits; null when it no longer exists. */
  async findEventCredits(userId: string, manager?: EntityManager): Promise<number | null> {
    return (await this.users.findById(userId, manager))?.eventCredits ?? null;
  }

  async findCompanySlug(userId: string): Promise<string | null> {
    return (await this.users.findById(userId))?.companySlug ?? null;
  }

  async findUserIdByCompanySlug(companySlug: string): Promise<string | null> {
    return (await this.users.findByCompanySlug(companySlug))?.id ?? null;
  }
}
