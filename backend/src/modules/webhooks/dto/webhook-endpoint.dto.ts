import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_FACTS, WEBHOOK_URL_MAX, type WebhookEndpointInput, type WebhookFact } from '@fairleads/shared/webhooks';
import { Trim } from '../../../common/validation/transforms';

/** An organiser names at most this many events for one endpoint (more: take all events). */
export const WEBHOOK_EVENT_IDS_MAX = 200;

const FACTS_MESSAGE = `Bitte wähle mindestens einen Anlass: ${WEBHOOK_FACTS.join(', ')}.`;
const EVENTS_MESSAGE = 'Bitte wähle „Alle Events“ oder mindestens ein Event.';

/** An endpoint as the organiser sets it (POST and PUT /api/webhook-endpoints). */
export class WebhookEndpointDto implements WebhookEndpointInput {
  @MaxLength(WEBHOOK_URL_MAX, { message: `Die URL darf höchstens ${WEBHOOK_URL_MAX} Zeichen lang sein.` })
  @IsNotEmpty({ message: 'Bitte gib die URL deines Webhook-Empfängers an.' })
  @IsString({ message: 'Bitte gib die URL deines Webhook-Empfängers an.' })
  @Trim()
  url!: string;

  @IsOptional()
  @MaxLength(WEBHOOK_DESCRIPTION_MAX, { message: `Die Beschreibung darf höchstens ${WEBHOOK_DESCRIPTION_MAX} Zeichen lang sein.` })
  @IsString({ message: 'Die Beschreibung muss ein Text sein.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  description?: string | null;

  @IsIn(WEBHOOK_FACTS, { each: true, message: FACTS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_FACTS.length, { message: FACTS_MESSAGE })
  @ArrayNotEmpty({ message: FACTS_MESSAGE })
  @IsArray({ message: FACTS_MESSAGE })
  facts!: WebhookFact[];

  // null: all events, also future ones; left out is no choice at all
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { each: true, message: 'Bitte wähle nur deine eigenen Events aus.' })
  @ArrayMaxSize(WEBHOOK_EVENT_IDS_MAX, { message: `Wähle höchstens ${WEBHOOK_EVENT_IDS_MAX} Events, oder „Alle Events“.` })
  @ArrayNotEmpty({ message: EVENTS_MESSAGE })
  @IsArray({ message: EVENTS_MESSAGE })
  eventIds!: string[] | null;

  @IsOptional()
  @IsBoolean({ message: 'Bitte gib an, ob der Endpunkt aktiv ist (true oder false).' })
  active?: boolean;
}
