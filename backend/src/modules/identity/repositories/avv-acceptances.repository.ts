import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AvvAcceptance } from '../entities/avv-acceptance.entity';

@Injectable()
export class AvvAcceptancesRepository {
  constructor(@InjectRepository(AvvAcceptance) private readonly acceptances: Repository<AvvAcceptance>) {}

  find(userId: string, documentVersion: string): Promise<AvvAcceptance | null> {
    return this.acceptances.findOneBy({ userId, documentVersion });
  }

  /** Records the acceptance once; accepting again keeps the first time. */
  async accept(userId: string, documentVersion: string): Promise<void> {
    await this.acceptances
      .createQueryBuilder()
      .insert()
      .values({ userId, documentVersion, acceptedAt: () => 'now()' })
      .orIgnore()
      .execute();
  }
}
