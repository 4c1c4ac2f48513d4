import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import type { SessionUser } from '../../../common/auth/session-user';
import { setCurrentAccount, wantedAccountOf } from '../domain/current-account';
import { isStrongSignIn } from '../domain/sign-in';
import { AuthenticationService } from './authentication.service';

/**
 * The session keeps the user id (passport's field) and the current account (currentAccountId);
 * each request reads the user and their memberships fresh, so a deactivation or a removal from
 * an account bites at once; so is whether a second factor is required, and whether the
 * session's sign-in proved one. Registered with passport directly (not PassportSerializer), because
 * the current account needs the request.
 */
@Injectable()
export class SessionSerializer {
  constructor(private readonly authentication: AuthenticationService) {
    passport.serializeUser((user: Express.User, done: (err: unknown, id?: string) => void) => done(null, user.id));
    passport.deserializeUser((req: Request, id: string, done: (err: unknown, user?: SessionUser | false) => void) => {
      this.deserialize(req, id).then(
        (user) => done(null, user ?? false),
        (error: unknown) => done(error),
      );
    });
  }

  private async deserialize(req: Request, id: string): Promise<SessionUser | null> {
    const wanted = wantedAccountOf(req);
    const user = await this.authentication.sessionUser(id, wanted, isStrongSignIn(req.session.signIn?.method));
    // remember the fallback (or the first account of a session from before teams), so it stays put
    if (user && user.accountId !== wanted) setCurrentAccount(req, user.accountId);
    return user;
  }
}
