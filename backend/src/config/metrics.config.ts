import { registerAs } from '@nestjs/config';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { validateSettings } from './config-validation';

const PORT_MESSAGE = 'must be a whole number between 1 and 65535, or 0 to turn the worker’s metrics off';

class MetricsSettings {
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'must be at least 32 characters long (e.g. openssl rand -hex 32)' })
  METRICS_TOKEN?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PORT_MESSAGE })
  @Min(0, { message: PORT_MESSAGE })
  @Max(65535, { message: PORT_MESSAGE })
  WORKER_METRICS_PORT?: number;
}

/** The worker's metrics port when WORKER_METRICS_PORT is unset (in Prometheus' range of exporter ports). */
export const DEFAULT_WORKER_METRICS_PORT = 9464;

export interface MetricsConfig {
  /**
   * A scraper that sends `Authorization: Bearer <token>` may read /metrics from anywhere; without
   * a token only this machine may (loopback, no forwarding header). null: loopback only.
   */
  token: string | null;
  /** Where the worker serves its own /metrics; null: not at all (WORKER_METRICS_PORT=0). */
  workerPort: number | null;
}

export function loadMetricsConfig(env: NodeJS.ProcessEnv = process.env): MetricsConfig {
  const s = validateSettings(MetricsSettings, env);
  const port = s.WORKER_METRICS_PORT ?? DEFAULT_WORKER_METRICS_PORT;
  return { token: s.METRICS_TOKEN ?? null, workerPort: port === 0 ? null : port };
}

export const metricsConfig = registerAs('metrics', () => loadMetricsConfig());
