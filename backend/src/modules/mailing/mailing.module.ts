import { DynamicModule, Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadMailConfig, mailConfig } from '../../config/mail.config';
import { DevOutboxController } from './controllers/dev-outbox.controller';
import { DevMail } from './entities/dev-mail.entity';
import { MailRenderer } from './services/mail-renderer.service';
import { DevOutboxTransport, MailTransport, SmtpMailTransport } from './services/mail-transport.service';
import { MailService } from './services/mail.service';
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
