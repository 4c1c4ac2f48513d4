import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { OrganiserDirectoryRepository } from './repositories/organiser-directory.repository';
import { UsersRepository } from './repositories/users.repository';
import { OrganiserDirectory } from './services/organiser-directory.service';
import { AccountCreditsService } from './services/account-credits.service';

/**
 * What a process without the HTTP side needs of identity: the organisers' addresses and mail
 * settings (the worker's scheduled mails), the company-slug lookups and credits (events' core).
 * IdentityModule builds on it; the worker loads it alone.
 */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersRepository, AccountCreditsService, OrganiserDirectoryRepository, OrganiserDirectory],
  exports: [UsersRepository, AccountCreditsService, OrganiserDirectory],
})
export class IdentityCoreModule {}
