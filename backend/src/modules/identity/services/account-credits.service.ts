import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountsRepository } from '../repositories/accounts.repository';

/** The account a payment is recorded for. */
export interface Buyer {
  id: string;
}

/**
 * What the modules above identity may ask of an account: its free first event, its event
 * credits, the buyer of a payment and its company slug. The credit methods run in the caller's transaction, so a
 * credit taken for an event that is then not written comes back with the rollback.
 */
@Injectable()
export class AccountCreditsService {
  constructor(private readonly accounts: AccountsRepository) {}

  /** true once per account, ever: the first event is free. */
  claimFreeEvent(manager: EntityManager, accountId: string): Promise<boolean> {
    return this.accounts.claimFreeEvent(manager, accountId);
  }

  /** true when a credit was taken; false when the account has none left. */
  consumeEventCredit(manager: EntityManager, accountId: string): Promise<boolean> {
    return this.accounts.consumeEventCredit(manager, accountId);
  }

  /** Adds bought credits in the caller's transaction; false when the account no longer exists. */
  grantEventCredits(manager: EntityManager, accountId: string, credits: number): Promise<boolean> {
    return this.accounts.grantEventCredits(manager, accountId, credits);
  }

  /**
   * The buyer of a payment, in the caller's transaction and kept from deletion until it ends;
   * null when the account no longer exists (the payment is then recorded without it).
   */
  async findBuyer(manager: EntityManager, accountId: string): Promise<Buyer | null> {
    const id = await this.accounts.holdExisting(manager, accountId);
    return id ? { id } : null;
  }

  /** The account's event credits; null when it no longer exists. */
  async findEventCredits(accountId: string, manager?: EntityManager): Promise<number | null> {
    return (await this.accounts.findById(accountId, manager))?.eventCredits ?? null;
  }

  async findCompanySlug(accountId: string): Promise<string | null> {
    return (await this.accounts.findById(accountId))?.companySlug ?? null;
  }
}
