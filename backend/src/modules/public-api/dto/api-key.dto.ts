import { ApiProperty } from '@nestjs/swagger';
import { ArrayNotEmpty, ArrayUnique, IsArray, IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../common/auth/access-policy';
import { Trim } from '../../../common/validation/transforms';
import { API_KEY_NAME_MAX } from '../domain/api-key';

const SCOPES_MESSAGE = `Bitte wähle mindestens eine Berechtigung: ${API_KEY_SCOPES.join(', ')}.`;

/** A new API key (POST /api/account/api-keys): its name and what it may do. */
export class CreateApiKeyDto {
  /** The key's name, to recognise it ('Zapier', 'HubSpot-Import'): 1 to 60 characters. */
  @Matches(/^[^\u0000-\u001f\u007f]*$/, { message: 'Der Name darf keine Steuerzeichen enthalten.' })
  @MaxLength(API_KEY_NAME_MAX, { message: `Der Name darf höchstens ${API_KEY_NAME_MAX} Zeichen lang sein.` })
  @IsNotEmpty({ message: 'Bitte gib dem API-Schlüssel einen Namen.' })
  @IsString({ message: 'Bitte gib dem API-Schlüssel einen Namen.' })
  @Trim()
  name!: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['events:read', 'leads:read'] })
  @IsIn(API_KEY_SCOPES, { each: true, message: SCOPES_MESSAGE })
  @ArrayUnique({ message: 'Jede Berechtigung darf nur einmal vorkommen.' })
  @ArrayNotEmpty({ message: SCOPES_MESSAGE })
  @IsArray({ message: SCOPES_MESSAGE })
  scopes!: ApiKeyScope[];
}
