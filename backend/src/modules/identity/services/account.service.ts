import { Injectable } from '@nestjs/common';
import { UsersRepository } from '../repositories/users.repository';

@Injectable()
export class AccountService {
  constructor(private readonly users: UsersRepository) {}

  /** Deletes the account; events, leads, tokens, sessions and pending mails go with it (FK cascade). */
  deleteAccount(userId: string): Promise<void> {
    return this.users.delete(userId);
  }
}
