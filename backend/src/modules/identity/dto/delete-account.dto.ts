import { Equals } from 'class-validator';
import { bilingual } from '../../../common/i18n/localized';

export class DeleteAccountDto {
  @Equals('DELETE', { message: bilingual("Bitte gib exakt 'DELETE' ein, um fortzufahren.", "Please type exactly 'DELETE' to continue.") })
  confirmation!: string;
}
