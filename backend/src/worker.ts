import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { STOP_BOUNDS } from './common/lifecycle/stop-bounds';
import { Metrics } from './common/metrics/metrics';
import { InvalidSettingError, assertValidSettings } from './config';
import { loadQueueConfig } from './config/queue.config';
import { WorkerModule } from './worker.module';

/** The worker consumes the Bull queues; without REDIS_URL the API process does all job handling. */
async function bootstrap(): Promise<void> {
  assertValidSettings();
  if (loadQueueConfig().driver !== 'bull') {
    throw new InvalidSettingError('Invalid setting REDIS_URL: the worker needs it; without Redis the API process handles jobs inline.');
  }
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(), { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.get(Metrics).collectNodeMetrics();
  logger.log('worker started: consuming the mail and export queues');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`stopping (${signal}): no new jobs, running ones finish, waiting ones stay in the queue`);
    const timer = setTimeout(() => {
      logger.warn(`jobs still running after ${STOP_BOUNDS.workerJobsMs} ms: leaving them to another worker`);
      process.exit(1);
    }, STOP_BOUNDS.workerJobsMs);
    // Bull's close stops taking jobs and waits for the running ones (without a bound of its own)
    await app.close();
    clearTimeout(timer);
    logger.log('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof InvalidSettingError ? error.message : error);
  process.exit(1);
});
