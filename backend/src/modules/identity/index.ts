// The identity module's public entry: other modules reach identity only through what is exported here.
export { AdminBootstrapModule, IdentityModule } from './identity.module';
export { LoginLockedFilter } from './controllers/login-locked.filter';
export { LoginDto } from './dto/login.dto';
export { AccountUserAnswer } from './dto/account.answer';
export { CompanySlugRules } from './dto/register.dto';
export type { SignedInUser } from './services/authentication.service';
export { UserAdministrationService, type AdminUserRecord, type UserTotals } from './services/user-administration.service';
export { AccountCreditsService, type Buyer } from './services/account-credits.service';
export { UserStatisticsService } from './services/user-statistics.service';
export { IdentityCoreModule } from './identity-core.module';
export { OrganiserDirectory } from './services/organiser-directory.service';
export { AccountAudit, type AccountAuditRecord, type AuditActor } from './services/account-audit.service';
export type { OrganiserContact } from './domain/organiser-contact';
export { MemberNames } from './services/member-names.service';
export { AccountDirectory } from './services/account-directory.service';
export type { AccountWithMembers } from './repositories/accounts.repository';
