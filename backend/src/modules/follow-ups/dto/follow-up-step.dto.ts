import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { Trim } from '../../../common/validation/transforms';
import { isTimeZone } from '../domain/follow-up-schedule';
import { MAX_FOLLOW_UP_STEPS } from '../domain/follow-up-steps';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

@ValidatorConstraint({ name: 'timeZone' })
class IanaTimeZone implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isTimeZone(value);
  }
}

/** When a step may go out, on the wall clock of `timeZone`. */
export class SendWindowDto {
  @ApiProperty({ type: [Number], description: 'ISO weekdays: 1 = Monday … 7 = Sunday; at least one, no repeats', example: [1, 2, 3, 4, 5] })
  @IsIn(WEEKDAYS, { each: true, message: 'Die Wochentage sind Zahlen von 1 (Montag) bis 7 (Sonntag).' })
  @ArrayUnique({ message: 'Jeder Wochentag darf nur einmal vorkommen.' })
  @ArrayNotEmpty({ message: 'Bitte wähle mindestens einen Wochentag.' })
  @IsArray({ message: 'Bitte gib die Wochentage als Liste an.' })
  days!: number[];

  @ApiProperty({ example: '09:00', description: 'HH:MM (24 h), inclusive' })
  @Matches(TIME, { message: 'Bitte gib den Beginn als Uhrzeit HH:MM an.' })
  @IsString({ message: 'Bitte gib den Beginn als Uhrzeit HH:MM an.' })
  from!: string;

  @ApiProperty({ example: '17:00', description: 'HH:MM (24 h), exclusive; after `from`' })
  @Matches(TIME, { message: 'Bitte gib das Ende als Uhrzeit HH:MM an.' })
  @IsString({ message: 'Bitte gib das Ende als Uhrzeit HH:MM an.' })
  to!: string;

  @ApiProperty({ example: 'Europe/Berlin', description: 'IANA time zone' })
  @Validate(IanaTimeZone, { message: 'Bitte wähle eine gültige Zeitzone (z. B. Europe/Berlin).' })
  @IsString({ message: 'Bitte wähle eine gültige Zeitzone (z. B. Europe/Berlin).' })
  timeZone!: string;
}

/** One follow-up mail: when (days after the confirmation, window) and what. */
export class FollowUpStepDto {
  @ApiProperty({ minimum: 0, maximum: 365, description: 'Days after the confirmation; not smaller than the step before; 0 = the next scheduler run' })
  @Max(365, { message: 'Ein Follow-up kann höchstens 365 Tage nach der Bestätigung kommen.' })
  @Min(0, { message: 'Die Wartezeit kann nicht negativ sein.' })
  @IsInt({ message: 'Bitte gib die Wartezeit in ganzen Tagen an.' })
  delayDays!: number;

  @ApiProperty({ minLength: 1, maxLength: 200, description: 'Placeholders {{name}}, {{downloadUrl}}, {{bookingUrl}}' })
  @Length(1, 200, { message: 'Der Betreff muss 1 bis 200 Zeichen lang sein.' })
  @IsString({ message: 'Bitte gib einen Betreff ein.' })
  @Trim()
  subject!: string;

  @ApiProperty({ minLength: 1, maxLength: 10000, description: 'Plain text; placeholders {{name}}, {{downloadUrl}}, {{bookingUrl}}' })
  @Length(1, 10_000, { message: 'Der Text muss 1 bis 10.000 Zeichen lang sein.' })
  @IsString({ message: 'Bitte gib einen Text ein.' })
  @Trim()
  body!: string;

  @ApiPropertyOptional({ nullable: true, maxLength: 2000, description: "https URL of the mail's booking button (linked through a counted redirect)" })
  @IsOptional()
  @IsUrl({ protocols: ['https'], require_protocol: true, require_tld: true }, { message: 'Der Buchungslink muss eine https-Adresse sein.' })
  @MaxLength(2000, { message: 'Der Buchungslink darf höchstens 2.000 Zeichen lang sein.' })
  @IsString({ message: 'Der Buchungslink muss eine https-Adresse sein.' })
  @Trim()
  bookingUrl?: string | null;

  @ApiPropertyOptional({ type: SendWindowDto, nullable: true, description: 'Without one: any time' })
  @IsOptional()
  @ValidateNested()
  @Type(() => SendWindowDto)
  @IsObject({ message: 'Bitte gib das Versandfenster als Objekt an.' })
  sendWindow?: SendWindowDto | null;
}

/** The body of PUT …/follow-ups, a bare array, validated under the name `steps` (field errors 'steps.1.delayDays'). */
export class FollowUpStepsBody {
  @ValidateNested({ each: true })
  @Type(() => FollowUpStepDto)
  @IsObject({ each: true, message: 'Jedes Follow-up muss ein Objekt sein.' })
  @ArrayMaxSize(MAX_FOLLOW_UP_STEPS, { message: `Es gibt höchstens ${MAX_FOLLOW_UP_STEPS} Follow-ups pro Event.` })
  @IsArray({ message: 'Bitte sende die Follow-ups als Liste.' })
  steps!: FollowUpStepDto[];
}
