import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim, TrimLower } from '../../../common/validation/transforms';
import { SUPPORT_MODES, SupportMode } from '../entities/support-ticket.entity';

/*
 * The support dialog's fields. The validation pipe reports the first failing rule in field
 * order; class-validator checks a field's rules from the bottom decorator up, so "required"
 * sits lowest.
 */
export class SupportTicketDto {
  @MaxLength(200, { message: 'Der Name darf höchstens 200 Zeichen lang sein.' })
  @IsString({ message: 'Bitte gib deinen Namen ein.' })
  @IsNotEmpty({ message: 'Bitte gib deinen Namen ein.' })
  @Trim()
  name!: string;

  @IsEmail({}, { message: 'Bitte gib eine gültige E-Mail-Adresse ein.' })
  @MaxLength(254, { message: 'Die E-Mail-Adresse ist zu lang.' })
  @IsString({ message: 'Bitte gib deine E-Mail-Adresse ein.' })
  @IsNotEmpty({ message: 'Bitte gib deine E-Mail-Adresse ein.' })
  @TrimLower()
  email!: string;

  @MaxLength(5000, { message: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.' })
  @IsString({ message: 'Bitte gib eine Nachricht ein.' })
  @IsNotEmpty({ message: 'Bitte gib eine Nachricht ein.' })
  @Trim()
  message!: string;

  @IsIn(SUPPORT_MODES, { message: 'Bitte wähle, ob es um Support oder um eine Veranstalter-Anfrage geht.' })
  mode!: SupportMode;

  /** Honeypot: hidden from people, filled by bots. */
  @IsOptional()
  @IsString({ message: 'Die Anfrage ist ungültig.' })
  website?: string;
}
