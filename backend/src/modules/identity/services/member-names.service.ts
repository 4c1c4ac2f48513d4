import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UsersRepository } from '../repositories/users.repository';

/** What FairLeads calls a member who acted, for records kept beyond their membership (the lead log's actor). */
@Injectable()
export class MemberNames {
  constructor(private readonly users: UsersRepository) {}

  /** The user's name as it is now ('FairLeads' for a deleted user, like the audit). */
  async nameOf(userId: string, manager?: EntityManager): Promise<string> {
    return (await this.users.nameOf(userId, manager)) ?? 'FairLeads';
  }
}
