import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AccountActor } from '../../../common/auth/access-policy';
import { Allow, SignedIn } from '../../../common/auth/access.decorators';
import { CurrentActor, CurrentUser } from '../../../common/auth/current-user.decorator';
import { accountActorOf, type SessionUser } from '../../../common/auth/session-user';
import { MessageAnswer } from '../../../common/http/message.answer';
import { setCurrentAccount } from '../domain/current-account';
import { TeamSecurityAnswer } from '../dto/second-factor.answer';
import { TeamSecurityDto } from '../dto/second-factor.dto';
import { ChangeRoleDto, InviteMemberDto, RenameAccountDto, SwitchAccountDto } from '../dto/team.dto';
import {
  AccountAuditEntryAnswer,
  CurrentAccountAnswer,
  InvitationAnswer,
  OpenInvitationAnswer,
  TeamMemberAnswer,
} from '../dto/team.answer';
import { IdentityErrors, IdentityMessages } from '../identity.errors';
import { AccountAudit } from '../services/account-audit.service';
import { AccountInvitationsService } from '../services/account-invitations.service';
import { AccountTeamService } from '../services/account-team.service';

/** The session's current account and its team (GET /api/account …). */
@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly team: AccountTeamService,
    private readonly invitations: AccountInvitationsService,
    private readonly audit: AccountAudit,
  ) {}

  @Get()
  @Allow('account.read')
  @ApiOperation({ summary: 'The current account: {id, name, companySlug, role, requireSecondFactor}' })
  @ApiOkResponse({ type: CurrentAccountAnswer })
  account(@CurrentActor() actor: AccountActor): Promise<CurrentAccountAnswer> {
    return this.team.accountOf(actor.userId, actor.accountId);
  }

  @Patch()
  @Allow('account.own')
  @ApiOperation({ summary: 'Renames the current account' })
  @ApiOkResponse({ type: CurrentAccountAnswer })
  rename(@CurrentActor() actor: AccountActor, @Body() body: RenameAccountDto): Promise<CurrentAccountAnswer> {
    return this.team.rename(actor, body.name);
  }

  @Put('team/security')
  @Allow('account.own')
  @ApiOperation({
    summary:
      'Whether every member needs a second factor (until they have one, their account routes answer 403 SECOND_FACTOR_REQUIRED); turning it on needs the owner\'s own session signed in with one (409 SECOND_FACTOR_OWNER_FIRST); in the account audit',
  })
  @ApiOkResponse({ type: TeamSecurityAnswer })
  async setTeamSecurity(@CurrentActor() actor: AccountActor, @CurrentUser() user: SessionUser, @Body() body: TeamSecurityDto): Promise<TeamSecurityAnswer> {
    return { requireSecondFactor: await this.team.setRequireSecondFactor(actor, body.requireSecondFactor, user.secondFactor.satisfied) };
  }

  @Post('switch')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiOperation({ summary: "Makes one of the user's accounts the session's current one; 404 ACCOUNT_NOT_FOUND for any other" })
  @ApiOkResponse({ type: CurrentAccountAnswer })
  async switchAccount(@CurrentUser() user: SessionUser, @Body() body: SwitchAccountDto, @Req() req: Request): Promise<CurrentAccountAnswer> {
    const account = await this.team.accountOf(user.id, body.accountId);
    setCurrentAccount(req, account.id);
    return account;
  }

  @Get('members')
  @Allow('account.read')
  @ApiOperation({ summary: 'The members of the current account with their roles and whether each has a second factor, the first to join first' })
  @ApiOkResponse({ type: TeamMemberAnswer, isArray: true })
  members(@CurrentActor() actor: AccountActor): Promise<TeamMemberAnswer[]> {
    return this.team.listMembers(actor);
  }

  @Patch('members/:userId')
  @Allow('team.manage')
  @ApiOperation({ summary: "Changes a member's role; an owner's, or to owner, only by an owner (403 FORBIDDEN_ROLE); 409 ACCOUNT_LAST_OWNER" })
  @ApiOkResponse({ type: TeamMemberAnswer })
  changeRole(@CurrentActor() actor: AccountActor, @Param('userId') userId: string, @Body() body: ChangeRoleDto): Promise<TeamMemberAnswer> {
    return this.team.changeRole(actor, userId, body.role);
  }

  @Delete('members/:userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Allow('team.manage')
  @ApiOperation({ summary: 'Removes a member (an owner only by an owner); 409 ACCOUNT_LAST_OWNER' })
  @ApiNoContentResponse()
  async removeMember(@CurrentActor() actor: AccountActor, @Param('userId') userId: string): Promise<void> {
    await this.team.remove(actor, userId);
  }

  @Post('leave')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiOperation({ summary: 'Leaves the current account (the session falls back to the next one); 409 ACCOUNT_LAST_OWNER' })
  @ApiOkResponse({ type: MessageAnswer })
  async leave(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<MessageAnswer> {
    const actor = accountActorOf(user);
    if (!actor) throw IdentityErrors.accountNotFound();
    await this.team.leave(actor);
    setCurrentAccount(req, null);
    return { message: IdentityMessages.leftAccount };
  }

  @Get('invitations')
  @Allow('team.manage')
  @ApiOperation({ summary: 'The invitations neither accepted nor withdrawn (expired ones too), newest first' })
  @ApiOkResponse({ type: OpenInvitationAnswer, isArray: true })
  listInvitations(@CurrentActor() actor: AccountActor): Promise<OpenInvitationAnswer[]> {
    return this.invitations.listOpen(actor);
  }

  @Post('invitations')
  @Allow('team.manage')
  @ApiOperation({ summary: 'Invites an address with a role (owner only by an owner); mails a link valid 7 days; 409 for a member or a pending invitation' })
  @ApiCreatedResponse({ type: InvitationAnswer })
  invite(@CurrentActor() actor: AccountActor, @Body() body: InviteMemberDto): Promise<InvitationAnswer> {
    return this.invitations.invite(actor, body.email, body.role);
  }

  @Delete('invitations/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Allow('team.manage')
  @ApiOperation({ summary: 'Withdraws an open invitation: its link stops working' })
  @ApiNoContentResponse()
  async withdraw(@CurrentActor() actor: AccountActor, @Param('id') id: string): Promise<void> {
    await this.invitations.withdraw(actor, id);
  }

  @Post('invitations/:id/resend')
  @HttpCode(HttpStatus.OK)
  @Allow('team.manage')
  @ApiOperation({ summary: 'Sends the invitation again with a new link valid 7 days; the old link stops working' })
  @ApiOkResponse({ type: InvitationAnswer })
  resend(@CurrentActor() actor: AccountActor, @Param('id') id: string): Promise<InvitationAnswer> {
    return this.invitations.resend(actor, id);
  }

  @Get('audit')
  @Allow('audit.read')
  @ApiOperation({ summary: 'Who did what in the account: newest first, at most 200' })
  @ApiOkResponse({ type: AccountAuditEntryAnswer, isArray: true })
  auditLog(@CurrentActor() actor: AccountActor): Promise<AccountAuditEntryAnswer[]> {
    return this.audit.latest(actor.accountId);
  }
}
