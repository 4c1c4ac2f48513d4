import { PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { Trim } from '../../../common/validation/transforms';
import { MAX_TAG_LENGTH } from '../domain/lead-list-query';
import { LEAD_RATINGS, type LeadRating } from '../../lead-log';
import { bilingual } from '../../../common/i18n/localized';

export const MAX_TAGS = 10;
export const MAX_NOTE_LENGTH = 2000;

/** Control characters other than line breaks and tabs (a note may have paragraphs). */
const NO_CONTROL = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * The stand team's qualification of a lead (PATCH /api/leads/{id}). Each field is optional:
 * what is sent changes, what is left out stays. `rating: null` clears the rating, `note: ''`
 * the note; `tags` replaces the whole list.
 */
export class QualifyLeadDto {
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsIn(LEAD_RATINGS, { message: bilingual("Bitte bewerte den Lead mit 'hot', 'warm' oder 'cold'.", "Please rate the lead 'hot', 'warm' or 'cold'.") })
  rating?: LeadRating | null;

  // absent leaves the tags; null is no list (an empty list clears them)
  @ValidateIf((_, value) => value !== undefined)
  @Matches(/^[^\u0000-\u001f\u007f]*$/, { each: true, message: bilingual('Ein Tag darf keine Steuerzeichen enthalten.', 'A tag must not contain control characters.') })
  @MaxLength(MAX_TAG_LENGTH, { each: true, message: bilingual(`Ein Tag darf höchstens ${MAX_TAG_LENGTH} Zeichen lang sein.`, `A tag can be at most ${MAX_TAG_LENGTH} characters long.`) })
  @IsString({ each: true, message: bilingual('Tags müssen Texte sein.', 'Tags must be texts.') })
  @ArrayMaxSize(MAX_TAGS, { message: bilingual(`Ein Lead hat höchstens ${MAX_TAGS} Tags.`, `A lead has at most ${MAX_TAGS} tags.`) })
  @IsArray({ message: bilingual('Tags müssen als Liste gesendet werden.', 'Tags must be sent as a list.') })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((tag) => (typeof tag === 'string' ? tag.trim().replace(/\s+/g, ' ') : tag)) : value))
  tags?: string[];

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Matches(NO_CONTROL, { message: bilingual('Die Notiz enthält unzulässige Steuerzeichen.', 'The note contains forbidden control characters.') })
  @MaxLength(MAX_NOTE_LENGTH, { message: bilingual(`Die Notiz darf höchstens ${MAX_NOTE_LENGTH} Zeichen lang sein.`, `The note can be at most ${MAX_NOTE_LENGTH} characters long.`) })
  @IsString({ message: bilingual('Die Notiz muss ein Text sein.', 'The note must be a text.') })
  @Trim()
  note?: string | null;
}

/** The stand's quick rating and note after a stand-mode submit (PATCH /api/stand/…/leads/{id}). */
export class StandQualifyLeadDto extends PickType(QualifyLeadDto, ['rating', 'note'] as const) {}
