import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { Trim } from '../../../common/validation/transforms';
import { CRM_TRIGGERS, type CrmTrigger } from '../domain/crm-providers';
import { bilingual } from '../../../common/i18n/localized';

/** An organiser names at most this many events for one connection (more: take all events). */
export const CRM_EVENT_IDS_MAX = 200;

const PROPERTY_MESSAGE = bilingual('Bitte gib den internen Namen einer CRM-Eigenschaft an (Kleinbuchstaben, Ziffern, _), oder null, um das Feld nicht zu übertragen.', 'Please enter the internal name of a CRM property (lowercase letters, digits, _), or null to not transfer the field.');
const CUSTOM_FIELD_MESSAGE = bilingual('Bitte gib den internen Namen einer CRM-Eigenschaft an (Kleinbuchstaben, Ziffern, _), „@label“ für die Zuordnung nach der Bezeichnung des Felds, oder null.', 'Please enter the internal name of a CRM property (lowercase letters, digits, _), “@label” to match by the field’s label, or null.');
const EVENTS_MESSAGE = bilingual('Bitte wähle „Alle Events“ oder mindestens ein Event.', 'Please choose “All events” or at least one event.');

/** PUT /api/account/integrations/{provider}: the CRM's token (HubSpot: a private app's access token; Pipedrive: the API token). */
export class ConnectCrmDto {
  @MaxLength(500, { message: bilingual('Der Token darf höchstens 500 Zeichen lang sein.', 'The token can be at most 500 characters long.') })
  @IsNotEmpty({ message: bilingual('Bitte füge den Token aus deinem CRM ein.', 'Please paste the token from your CRM.') })
  @IsString({ message: bilingual('Bitte füge den Token aus deinem CRM ein.', 'Please paste the token from your CRM.') })
  @Trim()
  token!: string;
}

/**
 * Which CRM property each lead field goes to; a key left out keeps its mapping. A property's
 * internal name, or null: not sent. `field1`/`field2` (the event's custom fields) also take
 * '@label': chosen by the field's label in the lead's event (Firma → company, …; the default).
 */
export class CrmFieldMapDto {
  @IsOptional()
  @Matches(/^([a-z0-9_]{1,100}|@label)$/, { message: CUSTOM_FIELD_MESSAGE })
  @IsString({ message: CUSTOM_FIELD_MESSAGE })
  field1?: string | null;

  @IsOptional()
  @Matches(/^([a-z0-9_]{1,100}|@label)$/, { message: CUSTOM_FIELD_MESSAGE })
  @IsString({ message: CUSTOM_FIELD_MESSAGE })
  field2?: string | null;

  @IsOptional()
  @Matches(/^[a-z0-9_]{1,100}$/, { message: PROPERTY_MESSAGE })
  @IsString({ message: PROPERTY_MESSAGE })
  rating?: string | null;

  @IsOptional()
  @Matches(/^[a-z0-9_]{1,100}$/, { message: PROPERTY_MESSAGE })
  @IsString({ message: PROPERTY_MESSAGE })
  tags?: string | null;

  @IsOptional()
  @Matches(/^[a-z0-9_]{1,100}$/, { message: PROPERTY_MESSAGE })
  @IsString({ message: PROPERTY_MESSAGE })
  event?: string | null;
}

/** PATCH /api/account/integrations/{provider}: what is given changes, the rest stays. */
export class UpdateCrmConnectionDto {
  @IsOptional()
  @IsIn(CRM_TRIGGERS, { message: bilingual('Bitte wähle, wann ein Lead übertragen wird: captured (sofort) oder confirmed (nach der Bestätigung).', 'Please choose when a lead is transferred: captured (right away) or confirmed (after the confirmation).') })
  trigger?: CrmTrigger;

  /** null: every event, also future ones. */
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { each: true, message: bilingual('Bitte wähle nur deine eigenen Events aus.', 'Please choose only your own events.') })
  @ArrayMaxSize(CRM_EVENT_IDS_MAX, { message: bilingual(`Wähle höchstens ${CRM_EVENT_IDS_MAX} Events, oder „Alle Events“.`, `Choose at most ${CRM_EVENT_IDS_MAX} events, or “All events”.`) })
  @ArrayNotEmpty({ message: EVENTS_MESSAGE })
  @IsArray({ message: EVENTS_MESSAGE })
  eventIds?: string[] | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => CrmFieldMapDto)
  @IsObject({ message: bilingual('Bitte gib die Zuordnung der Felder als Objekt an.', 'Please give the field mapping as an object.') })
  fieldMap?: CrmFieldMapDto;
}
