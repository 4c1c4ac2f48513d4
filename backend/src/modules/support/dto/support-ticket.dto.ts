import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim, TrimLower } from '../../../common/validation/transforms';
import { SUPPORT_MODES, SupportMode } from '../entities/support-ticket.entity';
import { bilingual } from '../../../common/i18n/localized';

/*
 * The support dialog's fields. The validation pipe reports the first failing rule in field
 * order; class-validator checks a field's rules from the bottom decorator up, so "required"
 * sits lowest.
 */
export class SupportTicketDto {
  @MaxLength(200, { message: bilingual('Der Name darf höchstens 200 Zeichen lang sein.', 'The name can be at most 200 characters long.') })
  @IsString({ message: bilingual('Bitte gib deinen Namen ein.', 'Please enter your name.') })
  @IsNotEmpty({ message: bilingual('Bitte gib deinen Namen ein.', 'Please enter your name.') })
  @Trim()
  name!: string;

  @IsEmail({}, { message: bilingual('Bitte gib eine gültige E-Mail-Adresse ein.', 'Please enter a valid email address.') })
  @MaxLength(254, { message: bilingual('Die E-Mail-Adresse ist zu lang.', 'The email address is too long.') })
  @IsString({ message: bilingual('Bitte gib deine E-Mail-Adresse ein.', 'Please enter your email address.') })
  @IsNotEmpty({ message: bilingual('Bitte gib deine E-Mail-Adresse ein.', 'Please enter your email address.') })
  @TrimLower()
  email!: string;

  @MaxLength(5000, { message: bilingual('Die Nachricht darf höchstens 5000 Zeichen lang sein.', 'The message can be at most 5000 characters long.') })
  @IsString({ message: bilingual('Bitte gib eine Nachricht ein.', 'Please enter a message.') })
  @IsNotEmpty({ message: bilingual('Bitte gib eine Nachricht ein.', 'Please enter a message.') })
  @Trim()
  message!: string;

  @IsIn(SUPPORT_MODES, { message: bilingual('Bitte wähle, ob es um Support oder um eine Veranstalter-Anfrage geht.', 'Please choose whether this is about support or an organiser enquiry.') })
  mode!: SupportMode;

  /** Honeypot: hidden from people, filled by bots. */
  @IsOptional()
  @IsString({ message: bilingual('Die Anfrage ist ungültig.', 'The request is invalid.') })
  website?: string;
}
