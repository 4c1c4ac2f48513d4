import type { EntityManager } from 'typeorm';
import type { Transaction } from '../outbox/unit-of-work';
import { ClaimTable } from './claim-table.repository';

describe('ClaimTable', () => {
  const digests = new ClaimTable<{ eventId: string; bucketStart: Date }>({
    table: 'lead_digests',
    key: { eventId: 'event_id', bucketStart: 'bucket_start' },
    doneColumn: 'sent_at',
  });
  const bucketStart = new Date('2030-01-01T10:15:00Z');
  const key = { eventId: 'e1', bucketStart };

  function fakeManager(answers: unknown[][]) {
    const query = jest.fn(async () => answers.shift() ?? []);
    return { manager: { query } as unknown as EntityManager, query };
  }

  it('claims, enqueues and names the outbox row in one transaction', async () => {
    const { manager, query } = fakeManager([[{ '?column?': 1 }], []]);
    const enqueue = jest.fn(async () => 'outbox-1');
    const tx: Transaction = { manager, enqueue };
    const job = { queue: 'mail' as const, type: 'digest', payload: { eventId: 'e1' } };
    expect(await digests.enqueueOnce(tx, key, job, { covered_until: bucketStart })).toBe(true);
    expect(query.mock.calls).toEqual([
      ['INSERT INTO lead_digests (event_id, bucket_start, covered_until) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1', ['e1', bucketStart, bucketStart]],
      ['UPDATE lead_digests SET outbox_id = $3 WHERE event_id = $1 AND bucket_start = $2', ['e1', bucketStart, 'outbox-1']],
    ]);
    expect(enqueue).toHaveBeenCalledWith(job);
  });

  it('enqueues nothing for a key claimed before', async () => {
    const { manager } = fakeManager([[]]);
    const enqueue = jest.fn(async () => 'outbox-1');
    expect(await digests.enqueueOnce({ manager, enqueue }, key, { queue: 'mail', type: 'digest', payload: {} })).toBe(false);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('locks a claim with the columns asked for, and completes it with what the job records', async () => {
    const { manager, query } = fakeManager([[{ done: false, coveredUntil: bucketStart }], []]);
    expect(await digests.lock<{ coveredUntil: Date }>(manager, key, { coveredUntil: 'c.covered_until' })).toEqual({ done: false, coveredUntil: bucketStart });
    const at = new Date('2030-01-01T10:16:00Z');
    await digests.complete(manager, key, at, { lead_count: 3 });
    expect(query.mock.calls).toEqual([
      ['SELECT c.sent_at IS NOT NULL AS done, c.covered_until AS "coveredUntil" FROM lead_digests c WHERE c.event_id = $1 AND c.bucket_start = $2 FOR UPDATE OF c', ['e1', bucketStart]],
      ['UPDATE lead_digests SET sent_at = $3, lead_count = $4 WHERE event_id = $1 AND bucket_start = $2', ['e1', bucketStart, at, 3]],
    ]);
  });

  it('answers null for an unknown claim and refuses a column name that is not one', async () => {
    const { manager } = fakeManager([[]]);
    expect(await digests.lock(manager, key)).toBeNull();
    await expect(digests.complete(manager, key, new Date(), { 'x; DROP TABLE y': 1 })).rejects.toThrow('not a column or table name');
  });
});
