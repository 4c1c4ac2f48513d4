/** The account's API keys (/api/account/api-keys), as docs/architecture.md "Public API and CRM sync" fixes them. */
// until the OpenAPI types have this route

export const API_KEY_SCOPES = ['events:read', 'leads:read', 'leads:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_NAME_MAX = 60;
export const API_KEYS_MAX = 20;

export interface ApiKey {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The key's first 12 characters ('flk_' and 8 more), to recognise it. */
  prefix: string;
  createdAt: string;
  /** The member's name as it was. */
  createdBy: string | null;
  lastUsedAt: string | null;
}

/** The answer of POST: the only time `key` is there. */
export interface ApiKeyCreated {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  prefix: string;
  key: string;
  createdAt: string;
}
