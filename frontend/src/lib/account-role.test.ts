import { assignableRoles, can, canManageMember, type Permission } from './account-role';

const ALL: Permission[] = [
  'events.manage',
  'leads.read',
  'leads.qualify',
  'leads.capture',
  'leads.export',
  'leads.erase',
  'stand.devices',
  'billing.manage',
  'webhooks.manage',
  'api-keys.manage',
  'integrations.manage',
  'team.manage',
  'account.delete',
  'audit.read',
  'insights.read',
];

describe('can()', () => {
  it('gives the owner everything, the manager all but deleting the account, the stand team the desk and devices', () => {
    expect(ALL.filter((p) => can('owner', p))).toEqual(ALL);
    expect(ALL.filter((p) => !can('manager', p))).toEqual(['account.delete']);
    expect(ALL.filter((p) => can('staff', p))).toEqual(['leads.read', 'leads.qualify', 'leads.capture', 'stand.devices']);
  });

  it('gives nothing without an account, and everything while the server sends no role', () => {
    expect(ALL.some((p) => can(null, p))).toBe(false);
    expect(ALL.every((p) => can(undefined, p))).toBe(true);
  });

  it('lets managers manage and give every role but owner', () => {
    expect(canManageMember('manager', 'owner')).toBe(false);
    expect(canManageMember('manager', 'staff')).toBe(true);
    expect(canManageMember('owner', 'owner')).toBe(true);
    expect(canManageMember('staff', 'staff')).toBe(false);
    expect(assignableRoles('manager')).toEqual(['manager', 'staff']);
    expect(assignableRoles('owner')).toEqual(['owner', 'manager', 'staff']);
    expect(assignableRoles('staff')).toEqual([]);
  });
});
