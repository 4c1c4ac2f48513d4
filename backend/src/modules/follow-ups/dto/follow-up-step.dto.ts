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
import { bilingual } from '../../../common/i18n/localized';

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
  @IsIn(WEEKDAYS, { each: true, message: bilingual('Die Wochentage sind Zahlen von 1 (Montag) bis 7 (Sonntag).', 'Weekdays are numbers from 1 (Monday) to 7 (Sunday).') })
  @ArrayUnique({ message: bilingual('Jeder Wochentag darf nur einmal vorkommen.', 'Each weekday may appear only once.') })
  @ArrayNotEmpty({ message: bilingual('Bitte wähle mindestens einen Wochentag.', 'Please choose at least one weekday.') })
  @IsArray({ message: bilingual('Bitte gib die Wochentage als Liste an.', 'Please send the weekdays as a list.') })
  days!: number[];

  @ApiProperty({ example: '09:00', description: 'HH:MM (24 h), inclusive' })
  @Matches(TIME, { message: bilingual('Bitte gib den Beginn als Uhrzeit HH:MM an.', 'Please give the start as a time HH:MM.') })
  @IsString({ message: bilingual('Bitte gib den Beginn als Uhrzeit HH:MM an.', 'Please give the start as a time HH:MM.') })
  from!: string;

  @ApiProperty({ example: '17:00', description: 'HH:MM (24 h), exclusive; after `from`' })
  @Matches(TIME, { message: bilingual('Bitte gib das Ende als Uhrzeit HH:MM an.', 'Please give the end as a time HH:MM.') })
  @IsString({ message: bilingual('Bitte gib das Ende als Uhrzeit HH:MM an.', 'Please give the end as a time HH:MM.') })
  to!: string;

  @ApiProperty({ example: 'Europe/Berlin', description: 'IANA time zone' })
  @Validate(IanaTimeZone, { message: bilingual('Bitte wähle eine gültige Zeitzone (z. B. Europe/Berlin).', 'Please choose a valid time zone (e.g. Europe/Berlin).') })
  @IsString({ message: bilingual('Bitte wähle eine gültige Zeitzone (z. B. Europe/Berlin).', 'Please choose a valid time zone (e.g. Europe/Berlin).') })
  timeZone!: string;
}

/** One follow-up mail: when (days after the confirmation, window) and what. */
export class FollowUpStepDto {
  @ApiProperty({ minimum: 0, maximum: 365, description: 'Days after the confirmation; not smaller than the step before; 0 = the next scheduler run' })
  @Max(365, { message: bilingual('Ein Follow-up kann höchstens 365 Tage nach der Bestätigung kommen.', 'A follow-up can come at most 365 days after the confirmation.') })
  @Min(0, { message: bilingual('Die Wartezeit kann nicht negativ sein.', 'The waiting time cannot be negative.') })
  @IsInt({ message: bilingual('Bitte gib die Wartezeit in ganzen Tagen an.', 'Please give the waiting time in whole days.') })
  delayDays!: number;

  @ApiProperty({ minLength: 1, maxLength: 200, description: 'Placeholders {{name}}, {{downloadUrl}}, {{bookingUrl}}' })
  @Length(1, 200, { message: bilingual('Der Betreff muss 1 bis 200 Zeichen lang sein.', 'The subject must be 1 to 200 characters long.') })
  @IsString({ message: bilingual('Bitte gib einen Betreff ein.', 'Please enter a subject.') })
  @Trim()
  subject!: string;

  @ApiProperty({ minLength: 1, maxLength: 10000, description: 'Plain text; placeholders {{name}}, {{downloadUrl}}, {{bookingUrl}}' })
  @Length(1, 10_000, { message: bilingual('Der Text muss 1 bis 10.000 Zeichen lang sein.', 'The text must be 1 to 10,000 characters long.') })
  @IsString({ message: bilingual('Bitte gib einen Text ein.', 'Please enter a text.') })
  @Trim()
  body!: string;

  @ApiPropertyOptional({ nullable: true, maxLength: 2000, description: "https URL of the mail's booking button (linked through a counted redirect)" })
  @IsOptional()
  @IsUrl({ protocols: ['https'], require_protocol: true, require_tld: true }, { message: bilingual('Der Buchungslink muss eine https-Adresse sein.', 'The booking link must be an https address.') })
  @MaxLength(2000, { message: bilingual('Der Buchungslink darf höchstens 2.000 Zeichen lang sein.', 'The booking link can be at most 2,000 characters long.') })
  @IsString({ message: bilingual('Der Buchungslink muss eine https-Adresse sein.', 'The booking link must be an https address.') })
  @Trim()
  bookingUrl?: string | null;

  @ApiPropertyOptional({ type: SendWindowDto, nullable: true, description: 'Without one: any time' })
  @IsOptional()
  @ValidateNested()
  @Type(() => SendWindowDto)
  @IsObject({ message: bilingual('Bitte gib das Versandfenster als Objekt an.', 'Please give the sending window as an object.') })
  sendWindow?: SendWindowDto | null;
}

/** The body of PUT …/follow-ups, a bare array, validated under the name `steps` (field errors 'steps.1.delayDays'). */
export class FollowUpStepsBody {
  @ValidateNested({ each: true })
  @Type(() => FollowUpStepDto)
  @IsObject({ each: true, message: bilingual('Jedes Follow-up muss ein Objekt sein.', 'Each follow-up must be an object.') })
  @ArrayMaxSize(MAX_FOLLOW_UP_STEPS, { message: bilingual(`Es gibt höchstens ${MAX_FOLLOW_UP_STEPS} Follow-ups pro Event.`, `There are at most ${MAX_FOLLOW_UP_STEPS} follow-ups per event.`) })
  @IsArray({ message: bilingual('Bitte sende die Follow-ups als Liste.', 'Please send the follow-ups as a list.') })
  steps!: FollowUpStepDto[];
}
