import { Injectable } from '@nestjs/common';
import { EventsService } from '../../events';
import { AccountDirectory } from '../../identity';
import type { AdminAccountAnswer } from '../dto/admin-account.answer';

/** The accounts of the installation for the admin panel: identity's list with events' counts. */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly accounts: AccountDirectory,
    private readonly events: EventsService,
  ) {}

  /** Every account with its members and number of events, sorted by name. */
  async list(): Promise<AdminAccountAnswer[]> {
    const [accounts, counts] = await Promise.all([this.accounts.listWithMembers(), this.events.countsByAccount()]);
    return accounts.map((account) => ({ ...account, events: counts.get(account.id) ?? 0 }));
  }
}
