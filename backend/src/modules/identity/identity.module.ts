import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsRepository } from '../../common/security/sessions.repository';
import { IdentityCoreModule } from './identity-core.module';
import { SessionSerializer } from './services/session.serializer';
import { AccountSettingsController } from './controllers/account-settings.controller';
import { AccountController } from './controllers/account.controller';
import { AuthController } from './controllers/auth.controller';
import { InvitationsController } from './controllers/invitations.controller';
import { VerifyEmailController } from './controllers/verify-email.controller';
import { AvvAcceptance } from './entities/avv-acceptance.entity';
import { EmailVerificationToken } from './entities/email-verification-token.entity';
import { LoginThrottle } from './entities/login-throttle.entity';
import { Account } from './entities/account.entity';
import { AccountMember } from './entities/account-member.entity';
import { User } from './entities/user.entity';
import { AccountMembersRepository } from './repositories/account-members.repository';
import { AccountsRepository } from './repositories/accounts.repository';
import { AccountInvitationsRepository } from './repositories/account-invitations.repository';
import { AvvAcceptancesRepository } from './repositories/avv-acceptances.repository';
import { LoginThrottlesRepository } from './repositories/login-throttles.repository';
import { UsersRepository } from './repositories/users.repository';
import { VerificationTokensRepository } from './repositories/verification-tokens.repository';
import { AccountService } from './services/account.service';
import { AccountInvitationsService } from './services/account-invitations.service';
import { AccountTeamService } from './services/account-team.service';
import { AccountSettingsService } from './services/account-settings.service';
import { AdminBootstrapService } from './services/admin-bootstrap.service';
import { AuthenticationService } from './services/authentication.service';
import { LoginThrottleService } from './services/login-throttle.service';
import { PasswordHasher } from './services/password-hasher.service';
import { RegistrationService } from './services/registration.service';
import { UserAdministrationService } from './services/user-administration.service';
import { UserStatisticsService } from './services/user-statistics.service';
// sign-in security: password reset, password and address change
import { AccountCredentialsController } from './controllers/account-credentials.controller';
import { EmailChangeLinkController } from './controllers/email-change-link.controller';
import { PasswordResetController } from './controllers/password-reset.controller';
import { EmailChangeToken } from './entities/email-change-token.entity';
import { EmailChangeTokensRepository } from './repositories/credential-links.repository';
import { CredentialsService } from './services/credentials.service';
import { PasswordResetService } from './services/password-reset.service';
// sign-in security: passkeys, the session list, the new-browser notice
import { SessionActivity } from '../../common/security/session-activity';
import { PasskeyLoginController } from './controllers/passkey-login.controller';
import { PasskeysController } from './controllers/passkeys.controller';
import { SessionsController } from './controllers/sessions.controller';
import { Passkey } from './entities/passkey.entity';
import { PasskeysRepository } from './repositories/passkeys.repository';
import { UserBrowsersRepository } from './repositories/user-browsers.repository';
import { PasskeySignInService } from './services/passkey-sign-in.service';
import { PasskeysService } from './services/passkeys.service';
import { SessionListService } from './services/session-list.service';
import { SignInNotices } from './services/sign-in-notices.service';
// sign-in security: the second factor
import { SecondFactorController } from './controllers/second-factor.controller';
import { RecoveryCode } from './entities/recovery-code.entity';
import { TotpFactor } from './entities/totp-factor.entity';
import { SecondFactorRepository } from './repositories/second-factor.repository';
import { SecondFactorService } from './services/second-factor.service';
import { SignInService } from './services/sign-in.service';

/** Users, accounts and their members, invitations, registration, e-mail verification, sessions, deletion. Uses only mailing and common. */
@Module({
  imports: [
    TypeOrmModule.forFeature([User, EmailVerificationToken, AvvAcceptance, LoginThrottle, EmailChangeToken, Passkey, TotpFactor, RecoveryCode]),
    PassportModule.register({ session: true }),
    IdentityCoreModule,
  ],
  controllers: [
    AuthController,
    VerifyEmailController,
    AccountSettingsController,
    AccountController,
    InvitationsController,
    PasswordResetController,
    AccountCredentialsController,
    EmailChangeLinkController,
    PasskeysController,
    PasskeyLoginController,
    SessionsController,
    SecondFactorController,
  ],
  providers: [
    SessionsRepository,
    AccountInvitationsRepository,
    AccountInvitationsService,
    AccountTeamService,
    AvvAcceptancesRepository,
    VerificationTokensRepository,
    LoginThrottlesRepository,
    PasswordHasher,
    LoginThrottleService,
    RegistrationService,
    AuthenticationService,
    AccountService,
    AccountSettingsService,
    UserStatisticsService,
    UserAdministrationService,
    SessionSerializer,
    EmailChangeTokensRepository,
    PasswordResetService,
    CredentialsService,
    PasskeysRepository,
    UserBrowsersRepository,
    PasskeysService,
    PasskeySignInService,
    SessionListService,
    SignInNotices,
    SessionActivity,
    SecondFactorRepository,
    SecondFactorService,
    SignInService,
  ],
  exports: [IdentityCoreModule, AuthenticationService, UserStatisticsService, UserAdministrationService, SignInService],
})
export class IdentityModule {}

/** Only the API process makes sure the configured admin exists. */
@Module({
  imports: [TypeOrmModule.forFeature([User, Account, AccountMember])],
  providers: [UsersRepository, AccountsRepository, AccountMembersRepository, PasswordHasher, AdminBootstrapService],
})
export class AdminBootstrapModule {}
