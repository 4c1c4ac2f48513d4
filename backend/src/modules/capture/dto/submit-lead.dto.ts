import { ApiProperty } from '@nestjs/swagger';
import { STAND_LEAD_SOURCES, type StandLeadSource } from '@fairleads/shared/lead-source';
import { Equals, IsEmail, IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Trim, TrimLower } from '../../../common/validation/transforms';
import { CaptureMessages } from '../capture.errors';
import { bilingual } from '../../../common/i18n/localized';

/*
 * The visitor's answers. Rules that depend on the event (name required, custom fields required,
 * dropdown answers) are checked by the capture service. class-validator checks a field's rules
 * from the bottom decorator up.
 */
export class SubmitLeadDto {
  @IsEmail({}, { message: bilingual('Bitte gib eine gültige E-Mail-Adresse ein.', 'Please enter a valid email address.') })
  @MaxLength(254, { message: bilingual('Die E-Mail-Adresse ist zu lang.', 'The email address is too long.') })
  @IsNotEmpty({ message: bilingual('Bitte gib deine E-Mail-Adresse ein.', 'Please enter your email address.') })
  @IsString({ message: bilingual('Bitte gib deine E-Mail-Adresse ein.', 'Please enter your email address.') })
  @TrimLower()
  email!: string;

  @IsOptional()
  @MaxLength(100, { message: bilingual('Der Name darf höchstens 100 Zeichen lang sein.', 'The name can be at most 100 characters long.') })
  @IsString({ message: bilingual('Bitte gib einen gültigen Namen ein.', 'Please enter a valid name.') })
  @Trim()
  name?: string;

  @IsOptional()
  @MaxLength(200, { message: bilingual('Die Antwort darf höchstens 200 Zeichen lang sein.', 'The answer can be at most 200 characters long.') })
  @IsString({ message: bilingual('Bitte gib eine gültige Antwort ein.', 'Please enter a valid answer.') })
  @Trim()
  customField1?: string;

  @IsOptional()
  @MaxLength(200, { message: bilingual('Die Antwort darf höchstens 200 Zeichen lang sein.', 'The answer can be at most 200 characters long.') })
  @IsString({ message: bilingual('Bitte gib eine gültige Antwort ein.', 'Please enter a valid answer.') })
  @Trim()
  customField2?: string;

  @Equals(true, { message: bilingual('Bitte akzeptiere die Datenschutzerklärung, um fortzufahren', 'Please accept the privacy policy to continue') })
  consent!: boolean;

  /**
   * Honeypot: hidden from people, filled by bots. A wrong type gets the answer of a filled one,
   * which does not say which field gave the bot away.
   */
  @IsOptional()
  @IsString({ message: CaptureMessages.formRejected })
  website?: string;

  /** From the form config: proves the form was served, and when. Refused like a forged token. */
  @IsOptional()
  @IsString({ message: CaptureMessages.formRejected })
  formToken?: string;

  /** Made on the device for this one submission: a repeat within SUBMISSION_ID_DAYS answers what the first got. */
  @IsOptional()
  @IsUUID('all', { message: CaptureMessages.submissionIdInvalid })
  submissionId?: string;

  /** A stand device's capture time (ISO 8601); the capture service checks its bounds. */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: CaptureMessages.capturedAtInvalid })
  @IsString({ message: CaptureMessages.capturedAtInvalid })
  capturedAt?: string;

  /**
   * A stand device's submit: where the lead came from (`stand` when absent). A visitor's submit
   * (no stand token) that names one is refused.
   */
  @IsOptional()
  @IsIn(STAND_LEAD_SOURCES, { message: CaptureMessages.sourceInvalid })
  @ApiProperty({ enum: STAND_LEAD_SOURCES, required: false })
  source?: StandLeadSource;
}
