/** The security tab's query keys; enrolling also refetches the signed-in user (its secondFactor). */
export const SECURITY_KEY = ['/api/account/security'] as const;
export const PASSKEYS_KEY = ['/api/account/security/passkeys'] as const;
export const SESSIONS_KEY = ['/api/account/sessions'] as const;
