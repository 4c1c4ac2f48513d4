import type { components } from './schema';

/**
 * A request or answer shape of the API, as the server's OpenAPI document (docs/openapi.json)
 * describes it: `ApiSchema<'EventAnswer'>`. The types are generated (`npm run openapi`).
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
