import type { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_CODES } from './error-codes';

/** The schema's name in components.schemas. */
export const ERROR_ANSWER_SCHEMA = 'ErrorAnswer';

/**
 * Adds the body of every error answer to an OpenAPI document, its `code` an enum of every code
 * (error-codes.ts), so that a client generated from the document knows them all.
 */
export function addErrorAnswerSchema(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas[ERROR_ANSWER_SCHEMA] = {
    type: 'object',
    description: 'The body of every error answer. Tell errors apart by `code`; `message` is a sentence for people, German by default and English when the request says `Accept-Language: en`, and may be reworded.',
    required: ['statusCode', 'code', 'message'],
    properties: {
      statusCode: { type: 'integer', description: 'The HTTP status, repeated.', example: 404 },
      code: { type: 'string', enum: [...ERROR_CODES], description: 'What went wrong; a code keeps its name once published.', example: 'NOT_FOUND' },
      message: { type: 'string', description: 'The sentence to show, in the language the request asks for (Accept-Language; German by default).', example: 'Nicht gefunden.' },
      errors: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: "A refused input's sentence per field (by the field's name or path), in the same language.",
      },
    },
  };
  return document;
}
