import { Injectable, type INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { addErrorAnswerSchema } from '../../../common/errors/error-answer.openapi';
import { sortKeys } from '../../../common/http/openapi';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { API_KEY_SECURITY } from '../controllers/public-api.openapi';
import { toOpenApi31 } from '../domain/openapi-31';

const description =
  "FairLeads' public API: the account's events and leads for integrations (CRMs, Zapier, your own scripts). " +
  'Make a key in the account settings (Einstellungen → API-Schlüssel; owners and managers) with the scopes it needs ' +
  '(`events:read`, `leads:read`, `leads:write`) and send it as `Authorization: Bearer flk_…`. Cookies are ignored; no CSRF token is needed. ' +
  `Each key may make ${RATE_LIMITS.apiKey.limit} requests a minute; every answer says what is left in the \`RateLimit\` and \`RateLimit-Policy\` headers, ` +
  'and a key that used up its limit gets 429 with `Retry-After`. Errors are `{statusCode, code, message, errors?}`: decide by `code`, ' +
  '`message` is a German sentence for people. Within /api/v1 fields are added, never renamed or removed.';

/**
 * The public API's OpenAPI 3.1 document: @nestjs/swagger's document of the app, its /api/v1 paths
 * only, in 3.1 with the bearer scheme and the shared error answer. `app` has its routes prefixed
 * (prefixApiRoutes) as the server answers them.
 */
export function buildPublicApiDocument(app: INestApplication, serverUrl?: string): object {
  const config = new DocumentBuilder().setTitle('FairLeads public API').setVersion('1').build();
  const full = addErrorAnswerSchema(SwaggerModule.createDocument(app, config));
  return sortKeys(
    toOpenApi31(full, {
      pathPrefix: '/api/v1/',
      info: { title: 'FairLeads public API', version: '1', description },
      securitySchemes: { [API_KEY_SECURITY]: { type: 'http', scheme: 'bearer', description: 'An API key of the account: `flk_` and 43 characters.' } },
      serverUrl,
    }),
  );
}

/** GET /api/v1/openapi.json: the document, built once per process at its first request. */
@Injectable()
export class PublicApiDocument {
  private build?: () => object;
  private built?: object;

  /** Set by the app's setup (app.setup.ts), which has the application the document is made from. */
  useBuilder(build: () => object): void {
    this.build = build;
    this.built = undefined;
  }

  get(): object {
    if (!this.built) {
      if (!this.build) throw new Error('the public API document has no builder (configureApp sets it)');
      this.built = this.build();
    }
    return this.built;
  }
}
