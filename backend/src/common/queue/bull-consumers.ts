import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { OutboxJob, OutboxJobRunner } from './job-queue.port';

/** Registered only in the worker module: the API process never consumes queues. */
@Processor('mail')
export class MailQueueConsumer {
  constructor(private readonly runner: OutboxJobRunner) {}

  @Process({ concurrency: 4 })
  handle(job: Job<OutboxJob>): Promise<void> {
    return this.runner.run(job.data);
  }
}

@Processor('export')
export class ExportQueueConsumer {
  constructor(private readonly runner: OutboxJobRunner) {}

  @Process({ concurrency: 1 })
  handle(job: Job<OutboxJob>): Promise<void> {
    return this.runner.run(job.data);
  }
}
