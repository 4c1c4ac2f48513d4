import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/** A setting that stops the start: its message is the one sentence the operator reads. */
export class InvalidSettingError extends Error {
  override name = 'InvalidSettingError';
}

type Env = Record<string, string | undefined>;

/**
 * Validates one concern's environment variables against a class-validator schema and
 * throws one readable sentence for the first bad setting. Empty strings count as unset.
 */
export function validateSettings<T extends object>(schema: new () => T, env: Env): T {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const settings = plainToInstance(schema, present, { enableImplicitConversion: false });
  const [error] = validateSync(settings, { whitelist: true, stopAtFirstError: true });
  if (error) {
    const reason = Object.values(error.constraints ?? {})[0] ?? 'has an invalid value';
    throw new InvalidSettingError(`Invalid setting ${error.property}: ${reason}.`);
  }
  return settings;
}

export function isHttpsUrl(url: string): boolean {
  return new URL(url).protocol === 'https:';
}
