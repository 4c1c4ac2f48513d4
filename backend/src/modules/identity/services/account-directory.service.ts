import { Injectable } from '@nestjs/common';
import { AccountsRepository, type AccountWithMembers } from '../repositories/accounts.repository';

/** The accounts as the platform's admin panel lists them. */
@Injectable()
export class AccountDirectory {
  constructor(private readonly accounts: AccountsRepository) {}

  /** Every account with its members (first to join first), sorted by name. */
  listWithMembers(): Promise<AccountWithMembers[]> {
    return this.accounts.listWithMembers();
  }
}
