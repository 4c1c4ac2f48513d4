import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { configureApp, createHttpAdapter } from './app.setup';
import { Draining } from './common/health/draining';
import { DRAIN_TIMINGS, InFlightRequests, drainHttpServer } from './common/http/graceful-shutdown';
import { STOP_BOUNDS } from './common/lifecycle/stop-bounds';
import { Metrics } from './common/metrics/metrics';
import { InvalidSettingError, assertValidSettings } from './config';
import { loadAppConfig } from './config/app.config';

async function bootstrap(): Promise<void> {
  assertValidSettings();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(), createHttpAdapter(), { bufferLogs: true, bodyParser: false });
  app.get(Metrics).collectNodeMetrics();
  const { close } = configureApp(app);
  const server = app.getHttpServer();
  const inFlight = new InFlightRequests(server);
  await app.listen(loadAppConfig().port);

  const logger = app.get(Logger);
  let stopping = false;
  // SIGTERM (an orchestrator, a rolling restart): give the balancer notice before refusing
  // connections. SIGINT (Ctrl-C at `make start`): nobody balances, so finish what runs and go.
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.get(Draining).start();
    logger.log(`draining (${signal}): readiness answers 503, requests in flight finish`);
    const drained = await drainHttpServer(server, inFlight, signal === 'SIGTERM' ? DRAIN_TIMINGS : { ...DRAIN_TIMINGS, noticeMs: 0 });
    logger.log(
      drained.cutOff
        ? `drain timed out after ${drained.ms} ms: ${drained.cutOff} requests cut off`
        : `drained in ${drained.ms} ms: every request answered (${drained.inFlightAtClose} in flight when the listener closed)`,
    );
    setTimeout(() => {
      console.error(`closing the pools took longer than ${STOP_BOUNDS.closeMs} ms; exiting anyway`);
      process.exit(1);
    }, STOP_BOUNDS.closeMs).unref();
    await app.close();
    await close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof InvalidSettingError ? error.message : error);
  process.exit(1);
});
