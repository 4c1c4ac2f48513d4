import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { OrganiserDirectoryRepository } from './repositories/organiser-directory.repository';
import { OrganiserDirectory } from './services/organiser-directory.service';

/** What a process without the HTTP side (the worker's scheduled mails) needs of identity: the organisers' addresses and mail settings. */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [OrganiserDirectoryRepository, OrganiserDirectory],
  exports: [OrganiserDirectory],
})
export class IdentityCoreModule {}
