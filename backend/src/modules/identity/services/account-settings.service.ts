import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AvvAcceptance } from '../entities/avv-acceptance.entity';
import { User } from '../entities/user.entity';

/** The version of the processing agreement the app shows (organiser-and-admin.md section 3). */
export const CURRENT_AVV_VERSION = 'v1.0';

export interface EmailSettings {
  leadNotificationsEnabled: boolean;
  weeklyReportsEnabled: boolean;
}

/** The organiser's own settings: notification e-mails and the accepted AVV. */
@Injectable()
export class AccountSettingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async emailSettings(userId: string): Promise<EmailSettings> {
    const user = await this.dataSource.manager.findOneByOrFail(User, { id: userId });
    return { leadNotificationsEnabled: user.leadNotificationsEnabled, weeklyReportsEnabled: user.weeklyReportsEnabled };
  }

  async saveEmailSettings(userId: string, settings: EmailSettings): Promise<EmailSettings> {
    await this.dataSource.manager.update(User, { id: userId }, settings);
    return this.emailSettings(userId);
  }

  /** The acceptance state of the current version (an older version's acceptance does not count). */
  async avvAcceptance(userId: string) {
    const row = await this.dataSource.manager.findOneBy(AvvAcceptance, { userId, documentVersion: CURRENT_AVV_VERSION });
    return { accepted: Boolean(row), accepted_at: row?.acceptedAt ?? null, document_version: CURRENT_AVV_VERSION };
  }

  /** Records the acceptance once; accepting again keeps the first time. */
  async acceptAvv(userId: string) {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(AvvAcceptance)
      .values({ userId, documentVersion: CURRENT_AVV_VERSION, acceptedAt: () => 'now()' })
      .orIgnore()
      .execute();
    return this.avvAcceptance(userId);
  }
}
