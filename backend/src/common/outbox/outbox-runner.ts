import { Injectable, Logger } from '@nestjs/common';
import { AdminAlertsRepository, withoutAddresses } from '../alerts/admin-alerts.repository';
import { Metrics } from '../metrics/metrics';
import { OutboxJob, OutboxJobRunner } from '../queue/job-queue.port';
import { DEFAULT_RETRY_POLICY, OutboxHandlerRegistry, OutboxRetryPolicy, PermanentJobError } from './outbox-handler.registry';
import type { OutboxMessage } from './outbox-message.entity';
import { OutboxRepository } from './outbox.repository';
import { Transactions } from './unit-of-work';

/**
 * Runs one outbox message exactly once: the row is locked for the run, and a row that is
 * already completed (a retried dispatch, a second copy of the job) is skipped. The handler's
 * own writes commit together with the completion mark. When the handler fails, also on a
 * database error that aborted its statements, the whole transaction rolls back (its writes are
 * undone) and the failure is recorded on the row in a transaction of its own, if the row is
 * still open then. (A savepoint around the handler did the same with two more statements per
 * job, on every job.) Each type's retry policy (OutboxHandlerRegistry) says how often, how
 * long apart, and whether a final failure is an admin alert.
 */
@Injectable()
export class OutboxRunner extends OutboxJobRunner {
  private readonly logger = new Logger(OutboxRunner.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly outbox: OutboxRepository,
    private readonly alerts: AdminAlertsRepository,
    private readonly handlers: OutboxHandlerRegistry,
    private readonly metrics: Metrics,
  ) {
    super();
  }

  async run({ outboxId }: OutboxJob): Promise<void> {
    let locked: OutboxMessage | null = null;
    try {
      await this.transactions.run(async (manager) => {
        // a blocking lock: a second copy of the job waits, then finds the row completed
        const message = await this.outbox.lockOpen(manager, outboxId);
        if (!message) return; // done already or failed for good
        locked = message;
        const handler = this.handlers.get(message.type);
        if (!handler) throw new PermanentJobError(`no handler for outbox type ${message.type}`);
        await handler.handle(message.payload, { manager, message });
        await this.outbox.complete(manager, message.id, message.attempts + 1);
      });
      const ran = locked as OutboxMessage | null;
      if (ran) this.metrics.jobRun(ran.queue, 'completed');
    } catch (error) {
      const message = locked as OutboxMessage | null;
      if (!message) throw error; // the row could not even be read: nothing to record, the sweeper retries
      const failure = error instanceof Error ? error : new Error(String(error));
      await this.recordFailure(outboxId, message, failure);
      throw failure;
    }
  }

  private async recordFailure(outboxId: string, message: OutboxMessage, failure: Error): Promise<void> {
    const policy: OutboxRetryPolicy = this.handlers.get(message.type)?.policy ?? DEFAULT_RETRY_POLICY;
    const attempts = message.attempts + 1;
    const permanent = failure instanceof PermanentJobError || attempts >= policy.maxAttempts;
    const nextAttemptAt = new Date(Date.now() + policy.retryDelaySeconds(attempts, failure) * 1000);
    await this.transactions.run(async (manager) => {
      const recorded = await this.outbox.recordFailure(manager, message.id, {
        attempts,
        lastError: failure.message.slice(0, 2000),
        failedAt: permanent ? new Date() : null,
        nextAttemptAt,
      });
      // not recorded: another copy of the job finished the row in the meantime
      if (!recorded) return;
      this.metrics.jobRun(message.queue, permanent ? 'failed' : 'retrying');
      await policy.onFailure?.(manager, message, { error: failure, attempts, final: permanent, nextAttemptAt: permanent ? null : nextAttemptAt });
      if (!permanent || !policy.alertOnFinalFailure) return;
      this.logger.error({ outboxId, type: message.type, attempts, error: failure.message }, 'outbox message failed for good');
      // a job of the platform's own that gives up is an alert for the admin panel (no payload: it may hold addresses)
      await this.alerts.raise(manager, {
        kind: 'job_failed',
        message: `Der Auftrag „${message.type}“ ist nach ${attempts} ${attempts === 1 ? 'Versuch' : 'Versuchen'} endgültig fehlgeschlagen.`,
        details: { outboxId, type: message.type, queue: message.queue, attempts, error: withoutAddresses(failure.message).slice(0, 500) },
      });
    });
  }
}
