import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_FACTS, WEBHOOK_URL_MAX, type WebhookEndpointInput, type WebhookFact } from '@fairleads/shared/webhooks';
import { Trim } from '../../../common/validation/transforms';
import { bilingual } from '../../../common/i18n/localized';

/** An organiser names at most this many events for one endpoint (more: take all events). */
export const WEBHOOK_EVENT_IDS_MAX = 200;

const FACTS_MESSAGE = bilingual(`Bitte wähle mindestens einen Anlass: ${WEBHOOK_FACTS.join(', ')}.`, `Please choose at least one trigger: ${WEBHOOK_FACTS.join(', ')}.`);
const EVENTS_MESSAGE = bilingual('Bitte wähle „Alle Events“ oder mindestens ein Event.', 'Please choose “All events” or at least one event.');

/** An endpoint as the organiser sets it (POST and PUT /api/webhook-endpoints). */
export class WebhookEndpointDto implements WebhookEndpointInput {
  @MaxLength(WEBHOOK_URL_MAX, { message: bilingual(`Die URL darf höchstens ${WEBHOOK_URL_MAX} Zeichen lang sein.`, `The URL can be at most ${WEBHOOK_URL_MAX} characters long.`) })
  @IsNotEmpty({ message: bilingual('Bitte gib die URL deines Webhook-Empfängers an.', 'Please enter the URL of your webhook receiver.') })
  @IsString({ message: bilingual('Bitte gib die URL deines Webhook-Empfängers an.', 'Please enter the URL of your webhook receiver.') })
  @Trim()
  url!: string;

  @IsOptional()
  @MaxLength(WEBHOOK_DESCRIPTION_MAX, { message: bilingual(`Die Beschreibung darf höchstens ${WEBHOOK_DESCRIPTION_MAX} Zeichen lang sein.`, `The description can be at most ${WEBHOOK_DESCRIPTION_MAX} characters long.`) })
  @IsString({ message: bilingual('Die Beschreibung muss ein Text sein.', 'The description must be a text.') })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  description?: string | null;

  @IsIn(WEBHOOK_FACTS, { each: true, message: FACTS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_FACTS.length, { message: FACTS_MESSAGE })
  @ArrayNotEmpty({ message: FACTS_MESSAGE })
  @IsArray({ message: FACTS_MESSAGE })
  facts!: WebhookFact[];

  // null: all events, also future ones; left out is no choice at all
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { each: true, message: bilingual('Bitte wähle nur deine eigenen Events aus.', 'Please choose only your own events.') })
  @ArrayMaxSize(WEBHOOK_EVENT_IDS_MAX, { message: bilingual(`Wähle höchstens ${WEBHOOK_EVENT_IDS_MAX} Events, oder „Alle Events“.`, `Choose at most ${WEBHOOK_EVENT_IDS_MAX} events, or “All events”.`) })
  @ArrayNotEmpty({ message: EVENTS_MESSAGE })
  @IsArray({ message: EVENTS_MESSAGE })
  eventIds!: string[] | null;

  @IsOptional()
  @IsBoolean({ message: bilingual('Bitte gib an, ob der Endpunkt aktiv ist (true oder false).', 'Please say whether the endpoint is active (true or false).') })
  active?: boolean;
}
