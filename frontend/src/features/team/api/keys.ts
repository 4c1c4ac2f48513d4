/** The team's query keys: every change refetches the lists it touches. */
export const MEMBERS_KEY = ['/api/account/members'] as const;
export const INVITATIONS_KEY = ['/api/account/invitations'] as const;
export const AUDIT_KEY = ['/api/account/audit'] as const;
export const ACCOUNT_KEY = ['/api/account'] as const;
