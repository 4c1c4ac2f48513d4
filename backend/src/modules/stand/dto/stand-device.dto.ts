import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { STAND_DEVICE_NAME_MAX, STAND_PIN_PATTERN } from '@fairleads/shared/stand-mode';
import { Trim } from '../../../common/validation/transforms';

/** Registering a tablet for the event's stand mode (POST /api/events/{id}/stand-devices). */
export class RegisterStandDeviceDto {
  @MaxLength(STAND_DEVICE_NAME_MAX, { message: `Der Gerätename darf höchstens ${STAND_DEVICE_NAME_MAX} Zeichen lang sein.` })
  @IsNotEmpty({ message: 'Bitte gib dem Gerät einen Namen, z. B. „Tablet Stand links“.' })
  @IsString({ message: 'Bitte gib dem Gerät einen Namen, z. B. „Tablet Stand links“.' })
  @Trim()
  name!: string;

  @Matches(STAND_PIN_PATTERN, { message: 'Die PIN besteht aus 4 bis 8 Ziffern.' })
  @IsString({ message: 'Die PIN besteht aus 4 bis 8 Ziffern.' })
  pin!: string;
}

/** Leaving stand mode on the device (POST /api/stand/{companySlug}/{eventSlug}/exit). */
export class StandExitDto {
  @MaxLength(20, { message: 'Die PIN stimmt nicht.' })
  @IsString({ message: 'Bitte gib die PIN ein.' })
  pin!: string;
}
