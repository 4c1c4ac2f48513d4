import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
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
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.get(Logger).log('worker started: consuming the mail and export queues');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof InvalidSettingError ? error.message : error);
  process.exit(1);
});
