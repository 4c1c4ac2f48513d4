/**
 * Who may do what inside an account. Every request resolves to an actor (a member's session
 * today; an API key or a stand device later), and every route and service asks `can(actor, …)`
 * instead of comparing ids. Deny by default: a role holds exactly the permissions listed here.
 */

/** A member's role in an account (UI: Inhaber, Verwaltung, Standteam). */
export type AccountRole = 'owner' | 'manager' | 'staff';

export const ACCOUNT_ROLES: readonly AccountRole[] = ['owner', 'manager', 'staff'];

export type Permission =
  /** read the account, its members and the events list (every role) */
  | 'account.read'
  /** delete the account, hand ownership over, change or remove owners */
  | 'account.own'
  /** invite, change roles, remove members who are not owners */
  | 'team.manage'
  /** the account audit */
  | 'audit.read'
  /** create, edit, delete events; settings, images, mails, readiness */
  | 'events.manage'
  /** the lead desk: list, search, detail, consent proof */
  | 'leads.read'
  /** rating, tags, notes */
  | 'leads.qualify'
  /** capture a lead at the stand with the visitor present (badge or card scan, typed), and scan cards */
  | 'leads.capture'
  | 'leads.export'
  | 'leads.erase'
  /** funnel and figures of the account's events */
  | 'insights.read'
  /** pair, rename and end the stand's devices */
  | 'stand.devices'
  /** payments, credits, billing profile */
  | 'billing.manage'
  | 'webhooks.manage'
  /** create, list and revoke the account's API keys (the public API) */
  | 'api-keys.manage'
  /** connect and configure CRMs (HubSpot, Pipedrive), send a lead again */
  | 'integrations.manage';

const STAFF: readonly Permission[] = ['account.read', 'leads.read', 'leads.qualify', 'leads.capture', 'stand.devices'];
const MANAGER: readonly Permission[] = [
  ...STAFF,
  'team.manage',
  'audit.read',
  'events.manage',
  'leads.export',
  'leads.erase',
  'insights.read',
  'billing.manage',
  'webhooks.manage',
  'api-keys.manage',
  'integrations.manage',
];
const OWNER: readonly Permission[] = [...MANAGER, 'account.own'];

export const ROLE_PERMISSIONS: Readonly<Record<AccountRole, ReadonlySet<Permission>>> = {
  owner: new Set(OWNER),
  manager: new Set(MANAGER),
  staff: new Set(STAFF),
};

/**
 * What an API key may do (the public API under /api/v1), chosen when it is made: read events,
 * read leads, qualify leads (rating, tags). A key acts for its account, not for a member.
 */
export const API_KEY_SCOPES = ['events:read', 'leads:read', 'leads:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The one acting on a request, as far as an account is concerned. */
export interface AccountActor {
  kind: 'member';
  userId: string;
  /** The account the request acts in: the session's current account. */
  accountId: string;
  role: AccountRole;
}

/**
 * An account's API key acting on the public API (/api/v1): its account, its scopes and its name
 * (the lead log and the audit name it so). Never a member: `can` does not apply, its scopes do.
 */
export interface ApiKeyActor {
  kind: 'api-key';
  keyId: string;
  accountId: string;
  scopes: readonly ApiKeyScope[];
  name: string;
}

export function can(actor: Pick<AccountActor, 'role'> | null | undefined, permission: Permission): boolean {
  return actor != null && ROLE_PERMISSIONS[actor.role].has(permission);
}
