import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp, createHttpAdapter } from './app.setup';
import { InvalidSettingError, assertValidSettings } from './config';
import { loadAppConfig } from './config/app.config';

async function bootstrap(): Promise<void> {
  assertValidSettings();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(), createHttpAdapter(), { bufferLogs: true, bodyParser: false });
  const { close } = configureApp(app);
  process.once('beforeExit', () => void close());
  await app.listen(loadAppConfig().port);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof InvalidSettingError ? error.message : error);
  process.exit(1);
});
