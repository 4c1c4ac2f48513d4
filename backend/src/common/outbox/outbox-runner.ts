import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { raiseAdminAlert, withoutAddresses } from '../alerts/admin-alerts';
import { OutboxJob, OutboxJobRunner } from '../queue/job-queue.port';
import { OutboxHandlerRegistry, PermanentJobError } from './outbox-handler.registry';
import { OutboxMessage } from './outbox-message.entity';

/** After this many attempts (about 1.4 hours of backoff) a message is recorded as failed. */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_SECONDS = 10;

export function retryDelaySeconds(attempts: number): number {
  return FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1);
}

/**
 * Runs one outbox message exactly once: the row is locked for the run, and a row that is
 * already completed (a retried dispatch, a second copy of the job) is skipped. The handler's
 * own writes commit together with the completion mark. The handler runs behind a savepoint:
 * when it fails, also on a database error that aborted its statements, its writes are undone
 * and the failure is recorded in the still healthy transaction that holds the row.
 */
@Injectable()
export class OutboxRunner extends OutboxJobRunner {
  private readonly logger = new Logger(OutboxRunner.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly handlers: OutboxHandlerRegistry,
  ) {
    super();
  }

  async run({ outboxId }: OutboxJob): Promise<void> {
    let failure: Error | undefined;
    await this.dataSource.transaction(async (manager) => {
      const message = await manager
        .getRepository(OutboxMessage)
        .createQueryBuilder('m')
        // a blocking lock: a second copy of the job waits, then finds the row completed
        .setLock('pessimistic_write')
        .where('m.id = :id AND m.completed_at IS NULL AND m.failed_at IS NULL', { id: outboxId })
        .getOne();
      if (!message) return; // done already or failed for good

      const handler = this.handlers.get(message.type);
      try {
        if (!handler) throw new PermanentJobError(`no handler for outbox type ${message.type}`);
        await manager.transaction((savepoint) => handler(message.payload, { manager: savepoint, message }));
        await manager.update(OutboxMessage, message.id, {
          completedAt: new Date(),
          payload: {},
          lastError: null,
          attempts: message.attempts + 1,
        });
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        const attempts = message.attempts + 1;
        const permanent = failure instanceof PermanentJobError || attempts >= MAX_ATTEMPTS;
        await manager.update(OutboxMessage, message.id, {
          attempts,
          lastError: failure.message.slice(0, 2000),
          failedAt: permanent ? new Date() : null,
          dispatchedAt: null,
          nextAttemptAt: new Date(Date.now() + retryDelaySeconds(attempts) * 1000),
        });
        if (permanent) {
          this.logger.error({ outboxId, type: message.type, attempts, error: failure.message }, 'outbox message failed for good');
          // every job that gives up becomes an alert for the admin panel (no payload: it may hold addresses)
          await raiseAdminAlert(manager, {
            kind: 'job_failed',
            message: `Der Auftrag „${message.type}“ ist nach ${attempts} ${attempts === 1 ? 'Versuch' : 'Versuchen'} endgültig fehlgeschlagen.`,
            details: { outboxId, type: message.type, queue: message.queue, attempts, error: withoutAddresses(failure.message).slice(0, 500) },
          });
        }
      }
    });
    if (failure) throw failure;
  }
}
