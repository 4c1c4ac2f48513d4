import { registerAs } from '@nestjs/config';
import { IsEmail, IsOptional, Matches } from 'class-validator';
import { InvalidSettingError, validateSettings } from './config-validation';

class MailSettings {
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'must be an SMTP URL such as smtp://user:pass@host:587' })
  SMTP_URL?: string;

  @IsOptional()
  @Matches(/^(.+<[^<>@\s]+@[^<>\s]+>|[^<>@\s]+@[^<>\s]+)$/, { message: 'must be an address like no-reply@example.com or Name <no-reply@example.com>' })
  MAIL_FROM?: string;

  @IsOptional()
  @IsEmail({ require_tld: false }, { message: 'must be an e-mail address' })
  SUPPORT_EMAIL?: string;
}

export interface MailConfig {
  smtpUrl: string | null;
  from: string;
  supportEmail: string;
  /** Without SMTP and outside production mails land in the local outbox behind /dev/mailbox. */
  devOutbox: boolean;
}

export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const s = validateSettings(MailSettings, env);
  const production = env.NODE_ENV === 'production';
  if (production && !s.SMTP_URL) {
    throw new InvalidSettingError('Invalid setting SMTP_URL: must be set in production, the local dev outbox is only for development.');
  }
  return {
    smtpUrl: s.SMTP_URL ?? null,
    from: s.MAIL_FROM ?? 'FairLeads <no-reply@localhost>',
    supportEmail: s.SUPPORT_EMAIL ?? 'support@localhost',
    devOutbox: !s.SMTP_URL && !production,
  };
}

export const mailConfig = registerAs('mail', () => loadMailConfig());
