import { Equals, IsBoolean, IsIn, IsString } from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale';
import { CURRENT_AVV_VERSION } from '../services/account-settings.service';
import { bilingual } from '../../../common/i18n/localized';

export class EmailSettingsDto {
  @IsBoolean({ message: bilingual('Die Einstellung „Benachrichtigung bei neuen Leads“ muss true oder false sein.', 'The setting “Notify me of new leads” must be true or false.') })
  leadNotificationsEnabled!: boolean;

  @IsBoolean({ message: bilingual('Die Einstellung „Wöchentlicher Report“ muss true oder false sein.', 'The setting “Weekly report” must be true or false.') })
  weeklyReportsEnabled!: boolean;
}

export class AvvAcceptanceDto {
  @Equals(true, { message: bilingual('Bitte bestätige, dass du den Auftragsverarbeitungsvertrag akzeptierst.', 'Please confirm that you accept the data processing agreement.') })
  accepted!: boolean;

  @Equals(CURRENT_AVV_VERSION, { message: bilingual(`Bitte akzeptiere die aktuelle Version des Auftragsverarbeitungsvertrags (${CURRENT_AVV_VERSION}).`, `Please accept the current version of the data processing agreement (${CURRENT_AVV_VERSION}).`) })
  @IsString({ message: bilingual(`Bitte akzeptiere die aktuelle Version des Auftragsverarbeitungsvertrags (${CURRENT_AVV_VERSION}).`, `Please accept the current version of the data processing agreement (${CURRENT_AVV_VERSION}).`) })
  document_version!: string;
}

export class AccountPreferencesDto {
  @IsIn(LOCALES, { message: bilingual('Die Sprache muss „de“ oder „en“ sein.', 'The language must be “de” or “en”.') })
  locale!: Locale;
}
