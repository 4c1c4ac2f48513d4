import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { OutboxJob, OutboxJobRunner } from './job-queue.port';

/**
 * The job id is the outbox id. A job that a worker took just before Redis restarted empty comes
 * back without its data (Bull re-creates only what the worker writes), so the id names the row.
 */
function outboxJobOf(job: Job<OutboxJob>): OutboxJob {
  return { outboxId: job.data?.outboxId ?? String(job.id) };
}

/** Registered only in the worker module: the API process never consumes queues. */
@Processor('mail')
export class MailQueueConsumer {
  constructor(private readonly runner: OutboxJobRunner) {}

  @Process({ concurrency: 4 })
  handle(job: Job<OutboxJob>): Promise<void> {
    return this.runner.run(outboxJobOf(job));
  }
}

@Processor('export')
export class ExportQueueConsumer {
  constructor(private readonly runner: OutboxJobRunner) {}

  @Process({ concurrency: 1 })
  handle(job: Job<OutboxJob>): Promise<void> {
    return this.runner.run(outboxJobOf(job));
  }
}

/** Webhook deliveries: each may wait up to 10 s for a receiver, so several run at once. */
@Processor('webhook')
export class WebhookQueueConsumer {
  constructor(private readonly runner: OutboxJobRunner) {}

  @Process({ concurrency: 4 })
  handle(job: Job<OutboxJob>): Promise<void> {
    return this.runner.run(outboxJobOf(job));
  }
}

/** CRM deliveries (HubSpot, Pipedrive): each waits on a remote API, so a few run at once. */
@Processor('crm')
export class CrmQueueConsumer {
  constructor(private readonly runner: OutboxJobRunner) {}

  @Process({ concurrency: 4 })
  handle(job: Job<OutboxJob>): Promise<void> {
    return this.runner.run(outboxJobOf(job));
  }
}
