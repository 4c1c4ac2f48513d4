import { registerAs } from '@nestjs/config';
import { IsOptional, Matches } from 'class-validator';
import { validateSettings } from './config-validation';

class CardScanSettings {
  @IsOptional()
  @Matches(/^([1-9]|1[0-6])$/, { message: 'must be a whole number from 1 to 16' })
  CARD_SCAN_THREADS?: string;

  @IsOptional()
  @Matches(/^[1-9][0-9]{0,8}$/, { message: 'must be a positive whole number of bytes' })
  CARD_SCAN_MAX_BYTES?: string;
}

export interface CardScanConfig {
  /** OCR worker threads of the API process: each reads one card at a time and holds about 100 MB. */
  threads: number;
  /** The largest card photo taken, in bytes (413 above). */
  maxBytes: number;
}

export function loadCardScanConfig(env: NodeJS.ProcessEnv = process.env): CardScanConfig {
  const s = validateSettings(CardScanSettings, env);
  return { threads: Number(s.CARD_SCAN_THREADS ?? 1), maxBytes: Number(s.CARD_SCAN_MAX_BYTES ?? 8 * 1024 * 1024) };
}

export const cardScanConfig = registerAs('cardScan', () => loadCardScanConfig());
