import { Injectable } from '@nestjs/common';
import { UsersRepository } from '../repositories/users.repository';

/** Account totals for other modules (the landing page's counters): numbers, never people. */
@Injectable()
export class UserStatisticsService {
  constructor(private readonly users: UsersRepository) {}

  countVerifiedOrganisers(): Promise<number> {
    return this.users.countVerifiedOrganisers();
  }
}
