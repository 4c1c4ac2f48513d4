import { registerAs } from '@nestjs/config';
import { IsEmail, IsOptional, IsString, MinLength } from 'class-validator';
import { InvalidSettingError, validateSettings } from './config-validation';

class AdminSettings {
  @IsOptional()
  @IsEmail({ require_tld: false }, { message: 'must be an e-mail address' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  @MinLength(6, { message: 'must be at least 6 characters long' })
  ADMIN_PASSWORD?: string;
}

export interface AdminConfig {
  /** The platform admin that exists after start, when both settings are given. */
  bootstrap: { email: string; password: string } | null;
}

export function loadAdminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  const s = validateSettings(AdminSettings, env);
  if (Boolean(s.ADMIN_EMAIL) !== Boolean(s.ADMIN_PASSWORD)) {
    throw new InvalidSettingError('Invalid setting ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither.');
  }
  return { bootstrap: s.ADMIN_EMAIL && s.ADMIN_PASSWORD ? { email: s.ADMIN_EMAIL.trim().toLowerCase(), password: s.ADMIN_PASSWORD } : null };
}

export const adminConfig = registerAs('admin', () => loadAdminConfig());
