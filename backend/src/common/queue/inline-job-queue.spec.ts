import { OutboxJob, OutboxJobRunner } from './job-queue.port';
import { InlineJobQueue } from './inline-job-queue';

/** A runner whose jobs run until the test lets each one finish. */
class HeldRunner extends OutboxJobRunner {
  readonly started: string[] = [];
  private readonly finishers = new Map<string, () => void>();

  run(job: OutboxJob): Promise<void> {
    this.started.push(job.outboxId);
    return new Promise((resolve) => this.finishers.set(job.outboxId, resolve));
  }

  finish(outboxId: string): void {
    this.finishers.get(outboxId)!();
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the inline job queue', () => {
  it('keeps a lane for mails while slow webhook attempts wait for their receivers', async () => {
    const runner = new HeldRunner();
    const queue = new InlineJobQueue(runner);
    for (let i = 1; i <= 5; i += 1) await queue.add('webhook', { outboxId: `webhook-${i}` });
    await queue.add('mail', { outboxId: 'mail-1' });
    await settle();

    expect(runner.started).toEqual(['webhook-1', 'webhook-2', 'mail-1']);

    // a finished attempt makes room for the next webhook, in order
    runner.finish('webhook-1');
    await settle();
    await settle();
    expect(runner.started).toEqual(['webhook-1', 'webhook-2', 'mail-1', 'webhook-3']);
  });

  it('runs mails alone on every slot', async () => {
    const runner = new HeldRunner();
    const queue = new InlineJobQueue(runner);
    for (let i = 1; i <= 6; i += 1) await queue.add('mail', { outboxId: `mail-${i}` });
    await settle();
    expect(runner.started).toEqual(['mail-1', 'mail-2', 'mail-3', 'mail-4']);
  });
});
