import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { STAND_DEVICE_NAME_MAX, STAND_PIN_PATTERN } from '@fairleads/shared/stand-mode';
import { Trim } from '../../../common/validation/transforms';
import { bilingual } from '../../../common/i18n/localized';

/** Registering a tablet for the event's stand mode (POST /api/events/{id}/stand-devices). */
export class RegisterStandDeviceDto {
  @MaxLength(STAND_DEVICE_NAME_MAX, { message: bilingual(`Der Gerätename darf höchstens ${STAND_DEVICE_NAME_MAX} Zeichen lang sein.`, `The device name can be at most ${STAND_DEVICE_NAME_MAX} characters long.`) })
  @IsNotEmpty({ message: bilingual('Bitte gib dem Gerät einen Namen, z. B. „Tablet Stand links“.', 'Please give the device a name, e.g. “Tablet stand left”.') })
  @IsString({ message: bilingual('Bitte gib dem Gerät einen Namen, z. B. „Tablet Stand links“.', 'Please give the device a name, e.g. “Tablet stand left”.') })
  @Trim()
  name!: string;

  @Matches(STAND_PIN_PATTERN, { message: bilingual('Die PIN besteht aus 4 bis 8 Ziffern.', 'The PIN consists of 4 to 8 digits.') })
  @IsString({ message: bilingual('Die PIN besteht aus 4 bis 8 Ziffern.', 'The PIN consists of 4 to 8 digits.') })
  pin!: string;
}

/** Leaving stand mode on the device (POST /api/stand/{companySlug}/{eventSlug}/exit). */
export class StandExitDto {
  @MaxLength(20, { message: bilingual('Die PIN stimmt nicht.', 'The PIN is wrong.') })
  @IsString({ message: bilingual('Bitte gib die PIN ein.', 'Please enter the PIN.') })
  pin!: string;
}
