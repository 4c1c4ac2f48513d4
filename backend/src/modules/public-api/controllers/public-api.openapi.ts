import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ERROR_ANSWER_SCHEMA } from '../../../common/errors/error-answer.openapi';
import { RATE_LIMITS } from '../../../common/security/rate-limits';

/** The name of the bearer scheme in components.securitySchemes. */
export const API_KEY_SECURITY = 'apiKey';

const errorSchema = { $ref: `#/components/schemas/${ERROR_ANSWER_SCHEMA}` };

/** Headers every answer after the key check carries (success and errors alike). */
export const RATE_LIMIT_HEADERS = {
  RateLimit: {
    description: "What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields).",
    schema: { type: 'string', example: '"per-key";r=299;t=60' },
  },
  'RateLimit-Policy': {
    description: `The key's limit: ${RATE_LIMITS.apiKey.limit} requests in ${RATE_LIMITS.apiKey.ttl / 1000} seconds.`,
    schema: { type: 'string', example: `"per-key";q=${RATE_LIMITS.apiKey.limit};w=${RATE_LIMITS.apiKey.ttl / 1000}` },
  },
  'Cache-Control': { description: 'No answer of the public API may be stored.', schema: { type: 'string', example: 'no-store' } },
};

const error = (statusCode: number, code: string, message: string) => ({ statusCode, code, message });

/** Error answers every public API route can give, with the shared error body. */
const ERRORS = {
  400: {
    description: 'A refused parameter or body; `errors` names each refused field.',
    example: { statusCode: 400, code: 'VALIDATION_FAILED', message: "Bitte bewerte den Lead mit 'hot', 'warm' oder 'cold'.", errors: { rating: "Bitte bewerte den Lead mit 'hot', 'warm' oder 'cold'." } },
    headers: RATE_LIMIT_HEADERS,
  },
  401: {
    description: 'No key (API_KEY_MISSING) or an unknown or revoked one (API_KEY_INVALID).',
    example: error(401, 'API_KEY_INVALID', 'Der API-Schlüssel ist unbekannt oder wurde widerrufen.'),
    headers: { 'WWW-Authenticate': { description: 'Always `Bearer`.', schema: { type: 'string', example: 'Bearer' } } },
  },
  403: {
    description: 'The key lacks the route’s scope (API_KEY_SCOPE_MISSING).',
    example: error(403, 'API_KEY_SCOPE_MISSING', 'Dem API-Schlüssel fehlt die Berechtigung „leads:read“. Lege einen Schlüssel mit dieser Berechtigung an.'),
    headers: RATE_LIMIT_HEADERS,
  },
  404: {
    description: 'Not one of the account’s (an unknown id, another account’s, an erased lead).',
    example: error(404, 'LEADS_NOT_FOUND', 'Lead nicht gefunden'),
    headers: RATE_LIMIT_HEADERS,
  },
  410: {
    description: 'LEADS_SCOPE_CHANGED: the account’s events changed since the `since` cursor (or too many leads did); read the list again from the first page.',
    example: error(410, 'LEADS_SCOPE_CHANGED', 'Deine Events haben sich geändert. Bitte lade die Liste neu.'),
    headers: RATE_LIMIT_HEADERS,
  },
  429: {
    description: 'The key used up its limit (RATE_LIMITED); `Retry-After` says when to try again.',
    example: error(429, 'RATE_LIMITED', 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.'),
    headers: {
      ...RATE_LIMIT_HEADERS,
      'Retry-After': { description: 'Seconds until the key may call again.', schema: { type: 'integer', example: 42 } },
    },
  },
} as const;

export type DocumentedError = keyof typeof ERRORS;

/** A route of the public API in its OpenAPI document: the bearer key, and its error answers (401, 403, 429 always). */
export function PublicApiDocs(...errors: DocumentedError[]) {
  const statuses = [...new Set<DocumentedError>([...errors, 401, 403, 429])].sort();
  return applyDecorators(
    ApiTags('public-api'),
    ApiBearerAuth(API_KEY_SECURITY),
    ...statuses.map((status) => ApiResponse({ status, description: ERRORS[status].description, schema: errorSchema, example: ERRORS[status].example, headers: ERRORS[status].headers })),
  );
}
