import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InvalidSettingError } from '../../config/config-validation';
import { metricsConfig } from '../../config/metrics.config';
import { mayReadMetrics } from './metrics-access';
import { Metrics } from './metrics';

/**
 * The worker has no HTTP server of its own: this small one serves its GET /metrics on
 * WORKER_METRICS_PORT (all interfaces, so Prometheus in another container reaches it), under the
 * API's access rule. Everything else, and a refused scrape, is a 404. Closed on shutdown.
 */
@Injectable()
export class WorkerMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerMetricsServer.name);
  private server: Server | null = null;

  constructor(
    @Inject(metricsConfig.KEY) private readonly config: ConfigType<typeof metricsConfig>,
    private readonly metrics: Metrics,
  ) {}

  /** The port it listens on; null when WORKER_METRICS_PORT=0 or not started. */
  get port(): number | null {
    return (this.server?.address() as AddressInfo | null)?.port ?? null;
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.workerPort;
    if (port === null) return;
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', (err: NodeJS.ErrnoException) =>
        reject(
          err.code === 'EADDRINUSE'
            ? new InvalidSettingError(`Invalid setting WORKER_METRICS_PORT: port ${port} is taken; choose another, or 0 to turn the worker’s metrics off.`)
            : err,
        ),
      );
      server.listen(port, () => resolve());
    });
    this.server = server;
    this.logger.log(`metrics on port ${this.port} (GET /metrics)`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== '/metrics' || !mayReadMetrics(req, this.config.token)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    try {
      const { contentType, body } = await this.metrics.exposition();
      res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      this.logger.error({ err: (err as Error).message }, 'metrics not rendered');
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error\n');
    }
  }
}
