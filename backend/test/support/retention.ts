import { randomBytes } from 'node:crypto';
import { Clock } from '../../src/common/time/clock';
import { LeadNoticeScheduler } from '../../src/modules/insights/jobs/lead-notice.scheduler';
import { retentionSchedule, RetentionStep } from '../../src/modules/retention/domain/retention-schedule';
import { RetentionScheduler } from '../../src/modules/retention/jobs/retention.scheduler';
import type { NewAccount } from './accounts';
import { EventJson, formToken } from './events';
import { TestApp, waitUntil } from './test-app';

/** Helpers of the data-lifecycle tests: the default schedule, the server's clock, the steps' state. */
/** The schedule the tests expect (RETENTION_BACKUP_DAYS, RETENTION_DELETE_DAYS, TZ_BUSINESS defaults). */
export const SETTINGS = { backupDays: 28, deleteDays: 56, timeZone: 'Europe/Berlin' };
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const uid = () => randomBytes(4).toString('hex');

/** The claim row of a step, undefined before the scheduler claimed it. */
export async function stepState(t: TestApp, eventId: string, step: RetentionStep): Promise<{ done_at: Date | null; outcome: string | null } | undefined> {
  const [row] = await t.dataSource.query(`SELECT done_at, outcome FROM retention_steps WHERE event_id = $1 AND step = $2`, [eventId, step]);
  return row;
}

/** Parses the backup CSV (BOM, comma separated, quoted where needed). */
export function csvRows(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text
    .slice(1)
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
}

/** A visitor's submit on the event's public form. */
export async function submit(t: TestApp, account: NewAccount, event: EventJson, body: Record<string, unknown>) {
  return t.client().post(`/api/form/${account.companySlug}/${event.slug}/submit`, { consent: true, formToken: formToken(t, event.id), ...body });
}

/** Moves the server's clock to `at` and lets the schedulers (the data lifecycle, the lead notices) tick once. */
export async function tickAt(t: TestApp, at: Date) {
  t.app.get(Clock).setNow(at);
  await t.app.get(RetentionScheduler).tick();
  await t.app.get(LeadNoticeScheduler).tick();
}

/**
 * Sets the clock to the time of `step` and ticks until its job is done. The test database holds
 * other files' events too: each tick advances every due event by one step, so the event under
 * test may need a few ticks (and its job may queue behind others).
 */
export async function walkTo(t: TestApp, event: EventJson, step: RetentionStep, timeoutMs = 40_000) {
  const at = retentionSchedule(event.endDate as string, SETTINGS)[step];
  await tickUntil(t, at, async () => (await stepState(t, event.id, step))?.done_at != null, `step ${step}`, timeoutMs);
}

/** Ticks at `at` every half second until `done` holds. */
export async function tickUntil(t: TestApp, at: Date, done: () => Promise<boolean>, what: string, timeoutMs = 40_000) {
  t.app.get(Clock).setNow(at);
  let lastTick = 0;
  await waitUntil(
    async () => {
      if (await done()) return true;
      if (Date.now() - lastTick >= 500) {
        lastTick = Date.now();
        await t.app.get(RetentionScheduler).tick();
      }
      return false;
    },
    timeoutMs,
    what,
  );
}
