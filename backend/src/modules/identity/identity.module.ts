import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsRepository } from '../../common/security/sessions.repository';
import { LocalStrategy } from './services/local.strategy';
import { IdentityCoreModule } from './identity-core.module';
import { SessionSerializer } from './services/session.serializer';
import { AccountSettingsController } from './controllers/account-settings.controller';
import { AuthController } from './controllers/auth.controller';
import { VerifyEmailController } from './controllers/verify-email.controller';
import { AvvAcceptance } from './entities/avv-acceptance.entity';
import { EmailVerificationToken } from './entities/email-verification-token.entity';
import { LoginThrottle } from './entities/login-throttle.entity';
import { User } from './entities/user.entity';
import { AvvAcceptancesRepository } from './repositories/avv-acceptances.repository';
import { LoginThrottlesRepository } from './repositories/login-throttles.repository';
import { UsersRepository } from './repositories/users.repository';
import { VerificationTokensRepository } from './repositories/verification-tokens.repository';
import { AccountService } from './services/account.service';
import { AccountSettingsService } from './services/account-settings.service';
import { AdminBootstrapService } from './services/admin-bootstrap.service';
import { AuthenticationService } from './services/authentication.service';
import { LoginThrottleService } from './services/login-throttle.service';
import { PasswordHasher } from './services/password-hasher.service';
import { RegistrationService } from './services/registration.service';
import { UserAdministrationService } from './services/user-administration.service';
import { UserStatisticsService } from './services/user-statistics.service';

/** Users, registration, e-mail verification, sessions, account deletion. Uses only mailing and common. */
@Module({
  imports: [TypeOrmModule.forFeature([User, EmailVerificationToken, AvvAcceptance, LoginThrottle]), PassportModule.register({ session: true }), IdentityCoreModule],
  controllers: [AuthController, VerifyEmailController, AccountSettingsController],
  providers: [
    SessionsRepository,
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
    LocalStrategy,
    SessionSerializer,
  ],
  exports: [IdentityCoreModule, AuthenticationService, UserStatisticsService, UserAdministrationService],
})
export class IdentityModule {}

/** Only the API process makes sure the configured admin exists. */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersRepository, PasswordHasher, AdminBootstrapService],
})
export class AdminBootstrapModule {}
