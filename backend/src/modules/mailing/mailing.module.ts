import { DynamicModule, Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadMailConfig, mailConfig } from '../../config/mail.config';
import { DevOutboxController } from './dev-outbox.controller';
import { DevMail } from './entities/dev-mail.entity';
import { MailRenderer } from './mail-renderer';
import { DevOutboxTransport, MailTransport, SmtpMailTransport } from './mail-transport';
import { MailService } from './mail.service';
import { DevMailboxRepository } from './repositories/dev-mailbox.repository';

/** Knows how to send: transport, layouts, the mail queue's handler. Modules call MailService. */
@Module({})
export class MailingModule {
  static forRoot(): DynamicModule {
    const { devOutbox } = loadMailConfig();
    return {
      module: MailingModule,
      global: true,
      imports: [TypeOrmModule.forFeature([DevMail])],
      controllers: devOutbox ? [DevOutboxController] : [],
      providers: [
        DevMailboxRepository,
        MailRenderer,
        MailService,
        {
          provide: MailTransport,
          inject: [mailConfig.KEY, DevMailboxRepository],
          useFactory: (config: ConfigType<typeof mailConfig>, mailbox: DevMailboxRepository) =>
            config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : new DevOutboxTransport(mailbox),
        },
      ],
      exports: [MailService],
    };
  }
}
