import { apiRequest } from '@/lib/api-client';
import { formApiPath, type FormAddress } from './form-path';

/** Public event config (spec 3), as sent by GET /api/form/... */
export interface PublicEventConfig {
  id: number | string;
  name: string;
  slug: string;
  companySlug: string | null;
  backgroundColor: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  logoUrl: string | null;
  headerImageUrl: string | null;
  introText: string | null;
  doubleOptIn: boolean;
  nameRequired: boolean;
  customField1: string | null;
  customField2: string | null;
  customField1Options: string[];
  customField2Options: string[];
  customField1Required: boolean;
  customField2Required: boolean;
  privacyText: string | null;
  privacyUrl: string | null;
  submitButtonText: string | null;
  leadLimitReached: boolean;
  /** Opaque; sent back with the submit (the server checks a minimum fill time with it). */
  formToken: string;
}

function cleanOptions(options: unknown): string[] {
  if (!Array.isArray(options)) return [];
  return options.filter((o): o is string => typeof o === 'string' && o.trim() !== '');
}

/** GET /api/form/{companySlug}/{eventSlug} or /api/form/{slug}. Throws ApiError (404, 410, ...). */
export async function getPublicForm(address: FormAddress): Promise<PublicEventConfig> {
  const config = await apiRequest<PublicEventConfig>(formApiPath(address));
  return {
    ...config,
    customField1: config.customField1?.trim() || null,
    customField2: config.customField2?.trim() || null,
    customField1Options: cleanOptions(config.customField1Options),
    customField2Options: cleanOptions(config.customField2Options),
  };
}
