import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { addErrorAnswerSchema } from '../errors/error-answer.openapi';

const description =
  'Lead capture for trade fairs. Unsafe methods (POST, PUT, PATCH, DELETE) echo the script-readable XSRF-TOKEN cookie ' +
  'in the X-XSRF-TOKEN header; GET /api/health sets the cookie.';

/**
 * The API's OpenAPI document: what /api/docs-json hands out and what `npm run openapi` writes to
 * docs/openapi.json (the SPA's API types are generated from that file), with the error answer and
 * its codes. Its keys are sorted, so
 * the same code always gives the same document, whatever order the modules registered in.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('FairLeads API')
    .setDescription(description)
    .setVersion('1')
    .addCookieAuth('fairleads.sid')
    // the public API (/api/v1): an account's API key
    .addBearerAuth({ type: 'http', scheme: 'bearer' }, 'apiKey')
    .build();
  return sortKeys(addErrorAnswerSchema(SwaggerModule.createDocument(app, config)));
}

/**
 * Objects with their keys in order; arrays as they are (their order means something), except an
 * enum's values: the swagger plugin lists a union's members in the compiler's order, which moves
 * when unrelated code changes.
 */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => byText(a, b));
  return Object.fromEntries(
    entries.map(([key, inner]) => [key, key === 'enum' && Array.isArray(inner) ? [...inner].sort(byValue) : sortKeys(inner)]),
  ) as T;
}

function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byValue(a: unknown, b: unknown): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : byText(String(a), String(b));
}
