import type { ApiSchema } from '@/lib/api/schemas';

/** The ten one-time codes of POST …/totp/enable and …/recovery-codes. */
export type RecoveryCodesAnswer = ApiSchema<'RecoveryCodesAnswer'>;
