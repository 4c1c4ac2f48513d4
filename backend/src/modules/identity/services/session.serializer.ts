import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { SessionUser } from '../../../common/auth/session-user';
import { AuthenticationService } from './authentication.service';

/** The session keeps the user id only; each request reads the user fresh (deactivation bites at once). */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly authentication: AuthenticationService) {
    super();
  }

  serializeUser(user: SessionUser, done: (err: unknown, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (err: unknown, user?: SessionUser | false) => void): void {
    this.authentication.sessionUser(id).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  }
}
