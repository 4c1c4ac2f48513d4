import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    /**
     * The account the session acts in (passport's own field keeps the user id only, which the
     * sessions table's user_id column is derived from). Missing in sessions from before teams: the
     * user's first account is taken then.
     */
    currentAccountId?: string;
  }
}

export function wantedAccountOf(req: Request): string | null {
  return req.session?.currentAccountId ?? null;
}

/** Makes the account the session's current one (null: none); saved with the session. */
export function setCurrentAccount(req: Request, accountId: string | null): void {
  if (!req.session) return;
  if (accountId) req.session.currentAccountId = accountId;
  else delete req.session.currentAccountId;
}
