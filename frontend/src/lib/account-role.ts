/**
 * What a member may do in the current account, by role: the same permission names the server
 * checks, so a button shows only when its call would be allowed (the server still decides).
 */
import { i18n } from '@/i18n';
import { COMMON_NS } from './i18n';

export type AccountRole = 'owner' | 'manager' | 'staff';

export type Permission =
  | 'events.manage'
  | 'leads.read'
  | 'leads.qualify'
  /** capture a lead at the stand with the visitor present (scan a badge or card) */
  | 'leads.capture'
  | 'leads.export'
  | 'leads.erase'
  | 'stand.devices'
  | 'billing.manage'
  | 'webhooks.manage'
  /** the account's API keys for the public API */
  | 'api-keys.manage'
  /** connect and configure CRMs (HubSpot, Pipedrive), send a lead again */
  | 'integrations.manage'
  | 'team.manage'
  | 'account.delete'
  | 'audit.read'
  | 'insights.read';

export const ACCOUNT_ROLES: readonly AccountRole[] = ['owner', 'manager', 'staff'];

/** The role's name in the UI (chips, the switcher, the invitation). */
export function roleLabel(role: AccountRole): string {
  return i18n.t(`roles.label.${role}`, { ns: COMMON_NS });
}

/** One sentence per role: what it may do (invite dialog, invitation page). */
export function roleSentence(role: AccountRole): string {
  return i18n.t(`roles.sentence.${role}`, { ns: COMMON_NS });
}

/** The same by role, in the language shown when read (a component reads them while it renders). */
export const ROLE_LABELS: Record<AccountRole, string> = {
  get owner() {
    return roleLabel('owner');
  },
  get manager() {
    return roleLabel('manager');
  },
  get staff() {
    return roleLabel('staff');
  },
};

export const ROLE_SENTENCES: Record<AccountRole, string> = {
  get owner() {
    return roleSentence('owner');
  },
  get manager() {
    return roleSentence('manager');
  },
  get staff() {
    return roleSentence('staff');
  },
};

const STAFF: readonly Permission[] = ['leads.read', 'leads.qualify', 'leads.capture', 'stand.devices'];

/**
 * `undefined`: the server does not send a role yet (before teams every user owned their one
 * account), so everything shows as before; `null`: the user belongs to no account, nothing shows.
 */
export function can(role: AccountRole | null | undefined, permission: Permission): boolean {
  if (role === undefined || role === 'owner') return true;
  if (role === null) return false;
  if (role === 'manager') return permission !== 'account.delete';
  return STAFF.includes(permission);
}

/** Whether `actor` may change or remove a member with role `target` (managers leave owners alone). */
export function canManageMember(actor: AccountRole | null | undefined, target: AccountRole): boolean {
  if (!can(actor, 'team.manage')) return false;
  return target !== 'owner' || actor === 'owner' || actor === undefined;
}

/** The roles `actor` may give by invitation or role change. */
export function assignableRoles(actor: AccountRole | null | undefined): AccountRole[] {
  if (!can(actor, 'team.manage')) return [];
  return ACCOUNT_ROLES.filter((role) => canManageMember(actor, role));
}

/** Where a member lands in an account: the stand team works at the lead desk. */
export function homePathFor(role: AccountRole | null | undefined): string {
  return role === 'staff' ? '/leads' : '/dashboard';
}
