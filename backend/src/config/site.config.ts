import { registerAs } from '@nestjs/config';
import { IsEmail, IsOptional, IsString, IsUrl, Matches, MaxLength } from 'class-validator';
import { validateSettings } from './config-validation';
import type { RetentionConfig } from './retention.config';

/** A free-text line of the legal notice (Impressum). */
const OperatorLine = (): PropertyDecorator => (target, key) => {
  IsString({ message: 'must be text' })(target, key);
  MaxLength(200, { message: 'must be at most 200 characters long' })(target, key);
  IsOptional()(target, key);
};

class SiteSettings {
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'must be an http(s) URL such as https://calendly.com/fairleads/demo-15-min' })
  DEMO_BOOKING_URL?: string;

  @IsOptional()
  @Matches(/^G-[A-Z0-9]{4,20}$/, { message: 'must be a Google Analytics measurement ID such as G-AB12CD34EF' })
  ANALYTICS_MEASUREMENT_ID?: string;

  @OperatorLine()
  OPERATOR_NAME?: string;

  @OperatorLine()
  OPERATOR_STREET?: string;

  @OperatorLine()
  OPERATOR_POSTAL_CODE?: string;

  @OperatorLine()
  OPERATOR_CITY?: string;

  @OperatorLine()
  OPERATOR_COUNTRY?: string;

  @IsOptional()
  @IsEmail({ require_tld: false }, { message: 'must be an e-mail address' })
  OPERATOR_EMAIL?: string;

  @OperatorLine()
  OPERATOR_PHONE?: string;

  @OperatorLine()
  OPERATOR_REPRESENTATIVE?: string;

  @OperatorLine()
  OPERATOR_REGISTER?: string;

  @OperatorLine()
  OPERATOR_VAT_ID?: string;

  /** Read only as the fallback of OPERATOR_EMAIL; mail.config.ts validates it. */
  @IsOptional()
  @IsString()
  SUPPORT_EMAIL?: string;
}

export interface SiteOperator {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  representative: string;
  register: string;
  vatId: string;
}

export interface SiteConfig {
  /** The external meeting-booking page of the landing page's demo block. */
  demoBookingUrl: string;
  /** Loaded only after the visitor's consent; null: no analytics at all. */
  analyticsMeasurementId: string | null;
  /** The operator named in the legal notice. */
  operator: SiteOperator;
  /** Which operator settings still carry the placeholder (to be replaced before going live). */
  placeholderSettings: string[];
}

export const DEFAULT_DEMO_BOOKING_URL = 'https://calendly.com/fairleads/demo-15-min';

/**
 * Placeholders of the legal notice: obviously fake values ("Muster...") that an installation
 * must replace with its own before going live. The start logs which ones are still in use.
 */
export const OPERATOR_PLACEHOLDERS = {
  OPERATOR_STREET: 'Musterstraße 1',
  OPERATOR_POSTAL_CODE: '12345',
  OPERATOR_CITY: 'Musterstadt',
  OPERATOR_PHONE: '+49 000 0000000',
  OPERATOR_REPRESENTATIVE: 'Max Mustermann',
  OPERATOR_REGISTER: 'Amtsgericht Musterstadt, HRB 00000',
  OPERATOR_VAT_ID: 'DE000000000',
} as const;

export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const s = validateSettings(SiteSettings, env);
  const placeholderSettings = (Object.keys(OPERATOR_PLACEHOLDERS) as (keyof typeof OPERATOR_PLACEHOLDERS)[]).filter((key) => !s[key]?.trim());
  const line = (key: keyof typeof OPERATOR_PLACEHOLDERS) => s[key]?.trim() || OPERATOR_PLACEHOLDERS[key];
  return {
    demoBookingUrl: s.DEMO_BOOKING_URL ?? DEFAULT_DEMO_BOOKING_URL,
    analyticsMeasurementId: s.ANALYTICS_MEASUREMENT_ID ?? null,
    operator: {
      name: s.OPERATOR_NAME?.trim() || 'FairLeads GmbH',
      street: line('OPERATOR_STREET'),
      postalCode: line('OPERATOR_POSTAL_CODE'),
      city: line('OPERATOR_CITY'),
      country: s.OPERATOR_COUNTRY?.trim() || 'Deutschland',
      email: s.OPERATOR_EMAIL ?? s.SUPPORT_EMAIL ?? 'kontakt@fairleads.de',
      phone: line('OPERATOR_PHONE'),
      representative: line('OPERATOR_REPRESENTATIVE'),
      register: line('OPERATOR_REGISTER'),
      vatId: line('OPERATOR_VAT_ID'),
    },
    placeholderSettings,
  };
}

export const siteConfig = registerAs('site', () => loadSiteConfig());

export interface PublicSiteSettings extends Pick<SiteConfig, 'demoBookingUrl' | 'analyticsMeasurementId' | 'operator'> {
  /** The data lifecycle's days after an event's end (the privacy policy names them). */
  retention: Pick<RetentionConfig, 'backupDays' | 'deleteDays'>;
}

/** What the public pages may know of the settings (GET /api/public/config and the server-rendered pages). */
export function publicSiteSettings(site: SiteConfig, retention: RetentionConfig): PublicSiteSettings {
  const { demoBookingUrl, analyticsMeasurementId, operator } = site;
  return {
    demoBookingUrl,
    analyticsMeasurementId,
    operator: { ...operator },
    retention: { backupDays: retention.backupDays, deleteDays: retention.deleteDays },
  };
}
