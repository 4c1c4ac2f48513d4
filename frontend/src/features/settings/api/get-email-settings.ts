import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

export type EmailSettings = ApiSchema<'EmailSettingsAnswer'>;

export const EMAIL_SETTINGS_KEY = ['/api/email-settings'] as const;

/** GET /api/email-settings */
export const emailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: EMAIL_SETTINGS_KEY,
    queryFn: getQueryFn<EmailSettings>({ on401: 'throw' }),
  });
