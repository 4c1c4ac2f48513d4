import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Account } from './entities/account.entity';
import { AccountAuditEntry } from './entities/account-audit-entry.entity';
import { AccountInvitation } from './entities/account-invitation.entity';
import { AccountMember } from './entities/account-member.entity';
import { User } from './entities/user.entity';
import { AccountAuditRepository } from './repositories/account-audit.repository';
import { AccountMembersRepository } from './repositories/account-members.repository';
import { AccountsRepository } from './repositories/accounts.repository';
import { OrganiserDirectoryRepository } from './repositories/organiser-directory.repository';
import { UsersRepository } from './repositories/users.repository';
import { AccountAudit } from './services/account-audit.service';
import { OrganiserDirectory } from './services/organiser-directory.service';
import { AccountCreditsService } from './services/account-credits.service';
import { AccountDirectory } from './services/account-directory.service';
import { MemberNames } from './services/member-names.service';
// sign-in security: the reset mail's job runs where the mail queue is consumed (worker or API)
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { PasswordResetTokensRepository } from './repositories/credential-links.repository';
import { PasswordResetMails } from './services/password-reset-mails.service';

/**
 * What a process without the HTTP side needs of identity: the accounts' first owners' addresses
 * and mail settings (the worker's scheduled mails), the company-slug lookups and credits (events'
 * core), the account audit others record into, members' names
 * (the lead log's actors), the accounts list of the admin panel, and the job that decides about
 * a password reset mail.
 * IdentityModule builds on it; the worker loads it alone.
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, Account, AccountMember, AccountInvitation, AccountAuditEntry, PasswordResetToken])],
  providers: [
    UsersRepository,
    AccountsRepository,
    AccountMembersRepository,
    AccountAuditRepository,
    AccountCreditsService,
    AccountAudit,
    OrganiserDirectoryRepository,
    OrganiserDirectory,
    MemberNames,
    AccountDirectory,
    PasswordResetTokensRepository,
    PasswordResetMails,
  ],
  exports: [
    UsersRepository,
    AccountsRepository,
    AccountMembersRepository,
    AccountCreditsService,
    AccountAudit,
    OrganiserDirectory,
    MemberNames,
    AccountDirectory,
    PasswordResetTokensRepository,
  ],
})
export class IdentityCoreModule {}
