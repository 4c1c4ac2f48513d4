/** The ten one-time codes of POST …/totp/enable and …/recovery-codes. Written by hand until the generated schema has it. */
export interface RecoveryCodesAnswer {
  recoveryCodes: string[];
}
