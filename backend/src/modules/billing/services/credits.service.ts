import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountCreditsService } from '../../identity';
import { BillingErrors } from '../billing.errors';

export interface TakenCredit {
  /** The account's first event ever: free, and capped in leads. */
  isFree: boolean;
}

/** Event credits: what a new event, or lifting the free event's lead cap, costs. */
@Injectable()
export class CreditsService {
  constructor(private readonly accounts: AccountCreditsService) {}

  /**
   * Pays for a new event inside the caller's transaction: the first event of an account is
   * free, every later one takes a credit. Both steps are single conditional UPDATEs on the
   * user's row, so two simultaneous creates cannot spend the same credit; a rollback of the
   * caller's transaction gives it back.
   */
  async takeForNewEvent(manager: EntityManager, accountId: string): Promise<TakenCredit> {
    if (await this.accounts.claimFreeEvent(manager, accountId)) return { isFree: true };
    if (await this.accounts.consumeEventCredit(manager, accountId)) return { isFree: false };
    throw BillingErrors.noEventCredit();
  }

  /**
   * Pays for lifting the lead cap of the free event inside the caller's transaction: one
   * credit, taken by a single conditional UPDATE (402 when there is none); a rollback of the
   * caller's transaction gives it back.
   */
  async takeForUpgrade(manager: EntityManager, accountId: string): Promise<void> {
    if (!(await this.accounts.consumeEventCredit(manager, accountId))) throw BillingErrors.noCreditForUpgrade();
  }
}
