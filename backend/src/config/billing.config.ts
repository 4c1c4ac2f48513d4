import { registerAs } from '@nestjs/config';
import { IsOptional, IsString, IsUrl, Matches } from 'class-validator';
import { InvalidSettingError, validateSettings } from './config-validation';

class BillingSettings {
  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_\S+$/, { message: 'must be a Stripe secret key such as sk_test_...' })
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Matches(/^whsec_\S+$/, { message: 'must be a Stripe webhook signing secret such as whsec_...' })
  STRIPE_WEBHOOK_SECRET?: string;

  @IsOptional()
  @IsString()
  @Matches(/^pk_(test|live)_\S+$/, { message: 'must be a Stripe publishable key such as pk_test_...' })
  STRIPE_PUBLISHABLE_KEY?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'must be an http(s) URL such as http://127.0.0.1:12111' })
  STRIPE_API_URL?: string;
}

/** Where the Stripe SDK sends its requests; null: Stripe's own API. */
export interface StripeApiEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface BillingConfig {
  /** null: payments are not set up and every payment endpoint answers 503. */
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  stripePublishableKey: string | null;
  stripeApi: StripeApiEndpoint | null;
  /** A live key: tax rates created in live mode are kept apart from test ones. */
  livemode: boolean;
}

export function parseStripeApiUrl(value: string): StripeApiEndpoint {
  const url = new URL(value);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80, protocol };
}

export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const s = validateSettings(BillingSettings, env);
  if (s.STRIPE_API_URL && env.NODE_ENV === 'production' && !s.STRIPE_API_URL.startsWith('https://')) {
    throw new InvalidSettingError('Invalid setting STRIPE_API_URL: must be an https URL in production.');
  }
  const secretKey = s.STRIPE_SECRET_KEY?.trim() || null;
  return {
    stripeSecretKey: secretKey,
    stripeWebhookSecret: s.STRIPE_WEBHOOK_SECRET?.trim() || null,
    stripePublishableKey: s.STRIPE_PUBLISHABLE_KEY?.trim() || null,
    stripeApi: s.STRIPE_API_URL ? parseStripeApiUrl(s.STRIPE_API_URL) : null,
    livemode: secretKey !== null && /^(sk|rk)_live_/.test(secretKey),
  };
}

export const billingConfig = registerAs('billing', () => loadBillingConfig());
