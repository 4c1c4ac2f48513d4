import { Injectable } from '@nestjs/common';
import type { Locale } from '../../../common/i18n/locale';
import { AvvAcceptancesRepository } from '../repositories/avv-acceptances.repository';
import { UsersRepository } from '../repositories/users.repository';

/** The version of the processing agreement the app shows (organiser-and-admin.md section 3). */
export const CURRENT_AVV_VERSION = 'v1.0';

export interface EmailSettings {
  leadNotificationsEnabled: boolean;
  weeklyReportsEnabled: boolean;
}

export interface AccountPreferences {
  locale: Locale;
}

/** The organiser's own settings: language, notification e-mails and the accepted AVV. */
@Injectable()
export class AccountSettingsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly avvAcceptances: AvvAcceptancesRepository,
  ) {}

  async savePreferences(userId: string, preferences: AccountPreferences): Promise<AccountPreferences> {
    await this.users.update(userId, { locale: preferences.locale });
    const user = await this.users.getById(userId);
    return { locale: user.locale };
  }

  async emailSettings(userId: string): Promise<EmailSettings> {
    const user = await this.users.getById(userId);
    return { leadNotificationsEnabled: user.leadNotificationsEnabled, weeklyReportsEnabled: user.weeklyReportsEnabled };
  }

  async saveEmailSettings(userId: string, settings: EmailSettings): Promise<EmailSettings> {
    await this.users.update(userId, settings);
    return this.emailSettings(userId);
  }

  /** The acceptance state of the current version (an older version's acceptance does not count). */
  async avvAcceptance(userId: string) {
    const row = await this.avvAcceptances.find(userId, CURRENT_AVV_VERSION);
    return { accepted: Boolean(row), accepted_at: row?.acceptedAt ?? null, document_version: CURRENT_AVV_VERSION };
  }

  /** Records the acceptance once; accepting again keeps the first time. */
  async acceptAvv(userId: string) {
    await this.avvAcceptances.accept(userId, CURRENT_AVV_VERSION);
    return this.avvAcceptance(userId);
  }
}
