import { Injectable, Logger } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ErrorCode } from '../errors/error-codes';
import { withTimeout } from '../time/with-timeout';
import { QUEUE_NAMES, type QueueName } from '../queue/job-queue.port';

/** What became of one run of an outbox job: done, failed with another attempt due, or failed for good. */
export type JobRunResult = 'completed' | 'retrying' | 'failed';
/** One attempt of a webhook delivery: the receiver took it, it failed and will be retried, it failed for good, or it waits for its paused endpoint. */
export type WebhookDeliveryResult = 'succeeded' | 'retrying' | 'failed' | 'parked';
/**
 * One firing of a scheduled tick in this process: it ran here, another process had the turn (or
 * the minute), the previous run here was still going, or it failed.
 */
export type SchedulerTickResult = 'ran' | 'elsewhere' | 'busy' | 'failed';

/** One sample of a value read at scrape time. */
export interface ScrapeSample<L extends string> {
  labels?: Partial<Record<L, string>>;
  value: number;
}

/** The request label of routes no controller matched (the SPA's pages, static files, unknown paths): one value, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Methods named as they are; anything else Node parses is one label value. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A scrape must not wait on a slow database or Redis for long: Prometheus' own timeout is 10 s. */
const READ_TIMEOUT_MS = 3_000;

/**
 * The process's metrics (docs/architecture.md, 'Operations'): one prom-client registry with
 * Node's default metrics and FairLeads' own, all named `fairleads_…`. Modules count through these
 * methods and never touch prom-client; labels take only values from bounded sets (route
 * templates, queue names, error codes, status classes), never a path, an address or an id.
 */
@Injectable()
export class Metrics {
  private readonly logger = new Logger(Metrics.name);
  private readonly registry = new Registry();

  private readonly requests = new Histogram({
    name: 'fairleads_http_request_duration_seconds',
    help: 'HTTP requests answered by the API: time until the answer was sent, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  private readonly submits = new Counter({
    name: 'fairleads_submits_total',
    help: 'Submits of the public form (visitors and stand devices): accepted (a lead stored or a known address answered), or refused with the answer’s error code as reason',
    labelNames: ['result', 'reason'] as const,
    registers: [this.registry],
  });

  private readonly mails = new Counter({
    name: 'fairleads_mails_total',
    help: 'Mails handed to the transport (SMTP, or the dev outbox): sent, or failed (the job retries or gives up)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  private readonly webhookDeliveries = new Counter({
    name: 'fairleads_webhook_deliveries_total',
    help: 'Attempts of webhook deliveries to organisers’ receivers, by result',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  private readonly schedulerTicks = new Counter({
    name: 'fairleads_scheduler_ticks_total',
    help: 'Firings of the scheduled ticks in this process, by tick and result (ran here, elsewhere: another process had the turn)',
    labelNames: ['tick', 'result'] as const,
    registers: [this.registry],
  });

  private readonly jobRuns = new Counter({
    name: 'fairleads_jobs_total',
    help: 'Runs of outbox jobs in this process, by queue and result (retrying: failed, another attempt is due; failed: failed for good)',
    labelNames: ['queue', 'result'] as const,
    registers: [this.registry],
  });

  constructor() {
    // known series start at 0, so the first increase after a start counts (rate() and increase() need two samples)
    this.submits.labels({ result: 'accepted' }).inc(0);
    for (const result of ['sent', 'failed']) this.mails.labels({ result }).inc(0);
    for (const result of ['succeeded', 'retrying', 'failed', 'parked']) this.webhookDeliveries.labels({ result }).inc(0);
    for (const queue of QUEUE_NAMES) for (const result of ['completed', 'retrying', 'failed']) this.jobRuns.labels({ queue, result }).inc(0);
  }

  /**
   * Node's runtime metrics (memory, CPU, event-loop lag, GC) into this registry, called once by
   * the process's entry (main.ts, worker.ts). Not in the constructor: prom-client's GC metric
   * observes with a PerformanceObserver that nothing disconnects, and it would keep every
   * application of a process that starts many (the integration tests: hundreds) in memory.
   */
  collectNodeMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /** A form submit the capture took. */
  submitAccepted(): void {
    this.submits.inc({ result: 'accepted' });
  }

  /** A form submit the capture refused, with the refusal's error code. */
  submitRefused(reason: ErrorCode): void {
    this.submits.inc({ result: 'refused', reason });
  }

  mailSent(): void {
    this.mails.inc({ result: 'sent' });
  }

  mailFailed(): void {
    this.mails.inc({ result: 'failed' });
  }

  webhookDelivery(result: WebhookDeliveryResult): void {
    this.webhookDeliveries.inc({ result });
  }

  /** `tick`: the scheduled work's name, e.g. 'retention', 'outbox-sweep'. */
  schedulerTick(tick: string, result: SchedulerTickResult): void {
    this.schedulerTicks.inc({ tick, result });
  }

  jobRun(queue: QueueName, result: JobRunResult): void {
    this.jobRuns.inc({ queue, result });
  }

  /** One answered request; `route` is the route's template (UNMATCHED_ROUTE when none matched). */
  httpRequest(method: string, route: string, status: number, seconds: number): void {
    const statusClass = status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
    this.requests.observe({ method: METHODS.has(method) ? method : 'OTHER', route, status_class: statusClass }, seconds);
  }

  /**
   * A gauge whose samples `read` answers at each scrape (the outbox, the queues, the pool, the
   * last backup). A read that fails or takes too long leaves the gauge without samples for that
   * scrape (logged): the rest of the scrape still answers.
   */
  gaugeAtScrape<L extends string>(name: string, help: string, labelNames: readonly L[], read: () => Promise<ScrapeSample<L>[]> | ScrapeSample<L>[]): void {
    const logger = this.logger;
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const sample of await withTimeout(Promise.resolve(read()), READ_TIMEOUT_MS)) {
            if (sample.labels) this.set(sample.labels, sample.value);
            else this.set(sample.value);
          }
        } catch (err) {
          logger.warn({ err: err instanceof Error ? err.message : String(err), metric: name }, 'metric not read for this scrape');
        }
      },
    });
  }

  /** The Prometheus text format of every metric, as GET /metrics answers it. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
