import { describe, expect, it, vi } from 'vitest';
import { MemoryQueueStore, type QueuedRating, type QueuedSubmit } from './queue-store';
import { nextSeq, SubmissionQueue, type QueueTransport, type SendOutcome } from './submission-queue';

function submit(id: string, seq = nextSeq()): QueuedSubmit {
  return {
    kind: 'submit',
    id,
    seq,
    capturedAt: new Date(seq).toISOString(),
    answers: { email: `${id}@example.org`, name: id, customField1: '', customField2: '', consent: true },
    formToken: 'token',
  };
}

/** A server that answers per submissionId; everything it took is in `received`. */
function fakeServer(answer: (entry: QueuedSubmit | QueuedRating) => SendOutcome = () => ({ status: 'sent' })) {
  const received: string[] = [];
  const rated: QueuedRating[] = [];
  const transport: QueueTransport = {
    submit: vi.fn(async (entry: QueuedSubmit): Promise<SendOutcome> => {
      const outcome = answer(entry);
      if (outcome.status === 'sent') received.push(entry.id);
      return outcome.status === 'sent' ? { status: 'sent', leadId: outcome.leadId === undefined ? `lead-${entry.id}` : outcome.leadId } : outcome;
    }),
    rate: vi.fn(async (entry: QueuedRating) => {
      const outcome = answer(entry);
      if (outcome.status === 'sent') rated.push(entry);
      return outcome;
    }),
  };
  return { transport, received, rated };
}

describe('SubmissionQueue', () => {
  it('sends the oldest first and deletes each entry once the server has it', async () => {
    const store = new MemoryQueueStore();
    const server = fakeServer();
    const counts: number[] = [];
    const queue = new SubmissionQueue(store, server.transport, { onCount: (n) => counts.push(n) });
    // added out of order: the capture order decides
    await queue.add(submit('c', 300));
    await queue.add(submit('a', 100));
    await queue.add(submit('b', 200));

    const report = await queue.flush();

    expect(server.received).toEqual(['a', 'b', 'c']);
    expect([...report.sent.keys()]).toEqual(['a', 'b', 'c']);
    expect(store.entries.size).toBe(0);
    expect(await queue.waiting()).toBe(0);
    expect(counts.at(-1)).toBe(0);
  });

  it('keeps everything on a network error and sends it, in order, when the network is back', async () => {
    const store = new MemoryQueueStore();
    let online = false;
    const server = fakeServer(() => (online ? { status: 'sent' } : { status: 'retry' }));
    const queue = new SubmissionQueue(store, server.transport);
    for (const id of ['one', 'two', 'three']) await queue.add(submit(id));

    const offline = await queue.flush();
    expect(offline.stoppedBy).toBe('retry');
    expect(server.received).toEqual([]);
    expect(await queue.waiting()).toBe(3);
    // stops at the first failure instead of trying every entry against a dead network
    expect(server.transport.submit).toHaveBeenCalledTimes(1);

    online = true;
    await queue.flush();
    expect(server.received).toEqual(['one', 'two', 'three']);
    expect(await queue.waiting()).toBe(0);
  });

  it('keeps an entry the server answered with a 5xx (retry) and one a revoked token could not send (401)', async () => {
    const store = new MemoryQueueStore();
    const queue = new SubmissionQueue(store, fakeServer(() => ({ status: 'unauthorised' })).transport);
    await queue.add(submit('kept'));
    const report = await queue.flush();
    expect(report.stoppedBy).toBe('unauthorised');
    expect(await queue.waiting()).toBe(1);
  });

  it('sends nothing twice when flushes overlap (the online event and a new submit at once)', async () => {
    const store = new MemoryQueueStore();
    const received: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transport: QueueTransport = {
      submit: async (entry) => {
        await gate;
        received.push(entry.id);
        return { status: 'sent', leadId: `lead-${entry.id}` };
      },
      rate: async () => ({ status: 'sent' }),
    };
    const queue = new SubmissionQueue(store, transport);
    await queue.add(submit('first'));
    await queue.add(submit('second'));

    const flushes = [queue.flush(), queue.flush(), queue.flush()];
    await queue.add(submit('third'));
    flushes.push(queue.flush());
    release();
    await Promise.all(flushes);

    expect(received).toEqual(['first', 'second', 'third']);
    expect(store.entries.size).toBe(0);
  });

  it('drops an entry the server refuses for good, says so once, and goes on with the next', async () => {
    const store = new MemoryQueueStore();
    const rejected = vi.fn();
    const server = fakeServer((entry) =>
      entry.id === 'bad' ? { status: 'rejected', message: 'Bitte gib eine gültige E-Mail-Adresse ein.' } : { status: 'sent' },
    );
    const queue = new SubmissionQueue(store, server.transport, { onRejected: rejected });
    await queue.add(submit('bad'));
    await queue.add(submit('good'));

    const report = await queue.flush();
    await queue.flush();

    expect(report.rejected.map((r) => r.message)).toEqual(['Bitte gib eine gültige E-Mail-Adresse ein.']);
    expect(rejected).toHaveBeenCalledTimes(1);
    expect(server.transport.submit).toHaveBeenCalledTimes(2);
    expect(server.received).toEqual(['good']);
    expect(store.entries.size).toBe(0);
  });

  it('sends a rating given while the submit waited after the submit, to the lead it made', async () => {
    const store = new MemoryQueueStore();
    let online = false;
    const server = fakeServer(() => (online ? { status: 'sent' } : { status: 'retry' }));
    const queue = new SubmissionQueue(store, server.transport);
    await queue.add(submit('visitor'));
    await queue.flush();

    await queue.qualify('visitor', { rating: 'hot', note: 'Rückruf Montag' });
    expect(await queue.waiting()).toBe(1);

    online = true;
    // one pass: the submit, then its rating to the lead it made
    await queue.flush();
    expect(server.received).toEqual(['visitor']);
    expect(server.rated).toEqual([expect.objectContaining({ leadId: 'lead-visitor', qualification: { rating: 'hot', note: 'Rückruf Montag' } })]);
    expect(store.entries.size).toBe(0);
  });

  it('rates a lead already sent on its own, and records nothing for an empty rating', async () => {
    const store = new MemoryQueueStore();
    const server = fakeServer();
    const queue = new SubmissionQueue(store, server.transport);
    await queue.add(submit('sent-at-once'));
    await queue.flush();

    await queue.qualify('sent-at-once', {});
    expect(store.entries.size).toBe(0);

    await queue.qualify('sent-at-once', { rating: 'cold' });
    await queue.flush();
    expect(server.rated).toEqual([expect.objectContaining({ leadId: 'lead-sent-at-once', qualification: { rating: 'cold' } })]);
    expect(await queue.waiting()).toBe(0);
  });

  it('counts a throwing transport as no answer: the entry stays', async () => {
    const store = new MemoryQueueStore();
    const transport: QueueTransport = {
      submit: async () => {
        throw new TypeError('Failed to fetch');
      },
      rate: async () => ({ status: 'sent' }),
    };
    const queue = new SubmissionQueue(store, transport);
    await queue.add(submit('kept'));
    expect((await queue.flush()).stoppedBy).toBe('retry');
    expect(await queue.waiting()).toBe(1);
  });
});
