import type { ApiSchema } from '@/lib/api/schemas';

/** The account's API keys (/api/account/api-keys), from the OpenAPI document. */

export const API_KEY_SCOPES = ['events:read', 'leads:read', 'leads:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** A scope's key in the catalogue (`settings:scopes.<key>.label`): a key cannot hold the scope's colon. */
export const SCOPE_KEYS = { 'events:read': 'eventsRead', 'leads:read': 'leadsRead', 'leads:write': 'leadsWrite' } as const satisfies Record<ApiKeyScope, string>;

export const API_KEY_NAME_MAX = 60;
export const API_KEYS_MAX = 20;

export type ApiKey = ApiSchema<'ApiKeyAnswer'>;

/** The answer of POST: the only time `key` is there. */
export type ApiKeyCreated = ApiSchema<'ApiKeyCreatedAnswer'>;
