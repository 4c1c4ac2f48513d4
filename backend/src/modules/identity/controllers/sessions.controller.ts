import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SignedIn } from '../../../common/auth/access.decorators';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { SESSION_COOKIE, endSession } from '../../../common/security/session';
import { EndedSessionsAnswer, SessionAnswer } from '../dto/sessions.answer';
import { SessionListService } from '../services/session-list.service';

@ApiTags('account security')
@Controller('account/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionListService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: "The signed-in user's unexpired sessions, newest first; `current` marks this one" })
  @ApiOkResponse({ type: [SessionAnswer] })
  list(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<SessionAnswer[]> {
    return this.sessions.list(user.id, req.sessionID);
  }

  @Delete()
  @SignedIn()
  @ApiOperation({ summary: "Ends every session of the user but this one ('Überall abmelden'); each is signed out on its next request" })
  @ApiOkResponse({ type: EndedSessionsAnswer })
  async endOthers(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<EndedSessionsAnswer> {
    return { ended: await this.sessions.endOthers(user.id, req.sessionID) };
  }

  @Delete(':id')
  @SignedIn()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Ends one session of the user (signed out on its next request); ending the current one signs this browser out at once. 404 SESSION_NOT_FOUND for an id that is not theirs',
  })
  @ApiNoContentResponse({ description: 'Ended' })
  async end(@CurrentUser() user: SessionUser, @Param('id') id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const { wasCurrent } = await this.sessions.end(user.id, id, req.sessionID);
    if (!wasCurrent) return;
    await endSession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
