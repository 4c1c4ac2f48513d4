import { DynamicModule, Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadMailConfig, mailConfig } from '../../config/mail.config';
import { DevOutboxController } from './dev-outbox.controller';
import { DevMail } from './entities/dev-mail.entity';
import { MailRenderer } from './mail-renderer';
import { DevOutboxTransport, MailTransport, SmtpMailTransport } from './mail-transport';
import { MailService } from './mail.service';

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
        MailRenderer,
        MailService,
        {
          provide: MailTransport,
          inject: [mailConfig.KEY],
          useFactory: (config: ConfigType<typeof mailConfig>) =>
            config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : new DevOutboxTransport(),
        },
      ],
      exports: [MailService],
    };
  }
}
