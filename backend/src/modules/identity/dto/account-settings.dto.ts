import { Equals, IsBoolean, IsIn, IsString } from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale';
import { CURRENT_AVV_VERSION } from '../services/account-settings.service';

export class EmailSettingsDto {
  @IsBoolean({ message: 'Die Einstellung „Benachrichtigung bei neuen Leads“ muss true oder false sein.' })
  leadNotificationsEnabled!: boolean;

  @IsBoolean({ message: 'Die Einstellung „Wöchentlicher Report“ muss true oder false sein.' })
  weeklyReportsEnabled!: boolean;
}

export class AvvAcceptanceDto {
  @Equals(true, { message: 'Bitte bestätige, dass du den Auftragsverarbeitungsvertrag akzeptierst.' })
  accepted!: boolean;

  @Equals(CURRENT_AVV_VERSION, { message: `Bitte akzeptiere die aktuelle Version des Auftragsverarbeitungsvertrags (${CURRENT_AVV_VERSION}).` })
  @IsString({ message: `Bitte akzeptiere die aktuelle Version des Auftragsverarbeitungsvertrags (${CURRENT_AVV_VERSION}).` })
  document_version!: string;
}

export class AccountPreferencesDto {
  @IsIn(LOCALES, { message: 'Die Sprache muss „de“ oder „en“ sein.' })
  locale!: Locale;
}
