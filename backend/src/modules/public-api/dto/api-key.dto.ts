import { ApiProperty } from '@nestjs/swagger';
import { ArrayNotEmpty, ArrayUnique, IsArray, IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../common/auth/access-policy';
import { Trim } from '../../../common/validation/transforms';
import { API_KEY_NAME_MAX } from '../domain/api-key';
import { bilingual } from '../../../common/i18n/localized';

const SCOPES_MESSAGE = bilingual(`Bitte wähle mindestens eine Berechtigung: ${API_KEY_SCOPES.join(', ')}.`, `Please choose at least one permission: ${API_KEY_SCOPES.join(', ')}.`);

/** A new API key (POST /api/account/api-keys): its name and what it may do. */
export class CreateApiKeyDto {
  /** The key's name, to recognise it ('Zapier', 'HubSpot-Import'): 1 to 60 characters. */
  @Matches(/^[^\u0000-\u001f\u007f]*$/, { message: bilingual('Der Name darf keine Steuerzeichen enthalten.', 'The name must not contain control characters.') })
  @MaxLength(API_KEY_NAME_MAX, { message: bilingual(`Der Name darf höchstens ${API_KEY_NAME_MAX} Zeichen lang sein.`, `The name can be at most ${API_KEY_NAME_MAX} characters long.`) })
  @IsNotEmpty({ message: bilingual('Bitte gib dem API-Schlüssel einen Namen.', 'Please give the API key a name.') })
  @IsString({ message: bilingual('Bitte gib dem API-Schlüssel einen Namen.', 'Please give the API key a name.') })
  @Trim()
  name!: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['events:read', 'leads:read'] })
  @IsIn(API_KEY_SCOPES, { each: true, message: SCOPES_MESSAGE })
  @ArrayUnique({ message: bilingual('Jede Berechtigung darf nur einmal vorkommen.', 'Each permission may appear only once.') })
  @ArrayNotEmpty({ message: SCOPES_MESSAGE })
  @IsArray({ message: SCOPES_MESSAGE })
  scopes!: ApiKeyScope[];
}
