import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { SessionsRepository, type SessionRow } from '../../../common/security/sessions.repository';
import { IdentityErrors } from '../identity.errors';

/**
 * The user's signed-in sessions, and ending them. An ended session's row is gone, so the session
 * store finds nothing on its next request: it is signed out there.
 */
@Injectable()
export class SessionListService {
  constructor(private readonly sessions: SessionsRepository) {}

  list(userId: string, currentSid: string): Promise<SessionRow[]> {
    return this.sessions.listOf(userId, currentSid);
  }

  /** Ends one of the user's sessions; whether it was the current one (404 for an id that is not theirs). */
  async end(userId: string, publicId: string, currentSid: string): Promise<{ wasCurrent: boolean }> {
    const sid = isUUID(publicId) ? await this.sessions.endOne(userId, publicId) : null;
    if (sid === null) throw IdentityErrors.sessionNotFound();
    return { wasCurrent: sid === currentSid };
  }

  /** 'Überall abmelden': every session of the user but this one; how many were ended. */
  endOthers(userId: string, currentSid: string): Promise<number> {
    return this.sessions.endOthersOf(userId, currentSid);
  }
}
