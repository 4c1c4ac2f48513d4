import type { Qualification, QueueEntry, QueueStore, QueuedRating, QueuedSubmit } from './queue-store';

/** What one send of an entry came to. */
export type SendOutcome =
  /** The server has it (2xx). `leadId` names the lead a submit made, when the server says. */
  | { status: 'sent'; leadId?: string | null }
  /** A 4xx that will never succeed (invalid answers, event gone): dropped, staff told once. */
  | { status: 'rejected'; message: string }
  /** The device token is no longer valid (401): everything stays until the device is registered again. */
  | { status: 'unauthorised' }
  /** No network, a timeout, a 5xx or a rate limit: kept, tried again later (`message`: the server's word, if it answered). */
  | { status: 'retry'; message?: string };

export interface QueueTransport {
  submit(entry: QueuedSubmit): Promise<SendOutcome>;
  rate(entry: QueuedRating): Promise<SendOutcome>;
}

export interface FlushReport {
  /** Submits the server took in this pass, by submissionId, with the lead they made. */
  sent: Map<string, string | null>;
  rejected: { entry: QueueEntry; message: string }[];
  /** Why the pass stopped before the end, if it did. */
  stoppedBy: 'retry' | 'unauthorised' | null;
  /** The server's message when it answered but not yet (e.g. a rate limit). */
  serverMessage?: string;
}

export interface QueueListener {
  /** How many visitors' submits wait on the device (after every change). */
  onCount?(waiting: number): void;
  /** An entry the server refused for good; told once, then gone. */
  onRejected?(entry: QueueEntry, message: string): void;
}

let lastSeq = 0;
/** Capture order on this device: the clock, never twice the same and never backwards within a page. */
export function nextSeq(now = Date.now()): number {
  lastSeq = Math.max(now, lastSeq + 1);
  return lastSeq;
}

/**
 * The device's outbox for one event's stand: every submit goes in before it is sent, so nothing
 * is lost if the network or the page goes away mid-send. Sends oldest first, one pass at a time
 * (two passes never send the same entry), deletes an entry as soon as the server answered it and
 * keeps it on a network error or 5xx. The submissionId makes a resend after a lost answer harmless.
 */
export class SubmissionQueue {
  private running: Promise<FlushReport> | null = null;
  private again: Promise<FlushReport> | null = null;
  /** Passes and rating changes touch the same entries: they take turns. */
  private turn: Promise<unknown> = Promise.resolve();
  /** Leads that submits of this page made, for a rating given after the send. */
  private readonly leadIds = new Map<string, string>();

  constructor(
    private readonly store: QueueStore,
    private readonly transport: QueueTransport,
    private readonly listener: QueueListener = {},
  ) {}

  async add(entry: QueuedSubmit): Promise<void> {
    await this.store.put(entry);
    await this.reportCount();
  }

  async waiting(): Promise<number> {
    return (await this.store.all()).filter((entry) => entry.kind === 'submit').length;
  }

  /**
   * Sends what waits. A call during a pass gets one more pass after it (for what was added in the
   * meantime) instead of a second pass at the same time.
   */
  flush(): Promise<FlushReport> {
    if (!this.running) {
      this.running = this.exclusive(() => this.pass()).finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.again ??= this.running.then(() => {
      this.again = null;
      return this.flush();
    });
    return this.again;
  }

  /**
   * The staff's rating of a visitor: waits with the submit when that has not reached the server,
   * or becomes an entry of its own. Nothing when there is nothing to say.
   */
  async qualify(submissionId: string, qualification: Qualification): Promise<void> {
    if (!qualification.rating && !qualification.note?.trim()) return;
    await this.exclusive(async () => {
      const waiting = (await this.store.all()).find((entry) => entry.id === submissionId && entry.kind === 'submit');
      if (waiting) {
        await this.store.put({ ...(waiting as QueuedSubmit), qualification });
        return;
      }
      const leadId = this.leadIds.get(submissionId);
      if (leadId) await this.store.put(ratingEntry(submissionId, leadId, qualification));
    });
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.catch(() => undefined);
    return result;
  }

  private async pass(): Promise<FlushReport> {
    const report: FlushReport = { sent: new Map(), rejected: [], stoppedBy: null };
    const entries = (await this.store.all()).sort((a, b) => a.seq - b.seq);
    for (const entry of entries) {
      const outcome = await this.send(entry);
      if (outcome.status === 'retry' || outcome.status === 'unauthorised') {
        report.stoppedBy = outcome.status;
        if (outcome.status === 'retry') report.serverMessage = outcome.message;
        break;
      }
      if (outcome.status === 'rejected') {
        await this.store.delete(entry.id);
        report.rejected.push({ entry, message: outcome.message });
        this.listener.onRejected?.(entry, outcome.message);
      } else if (entry.kind === 'submit') {
        const leadId = outcome.leadId ?? null;
        report.sent.set(entry.id, leadId);
        if (leadId) this.leadIds.set(entry.id, leadId);
        if (entry.qualification && leadId) {
          const rating = ratingEntry(entry.id, leadId, entry.qualification);
          await this.store.replace(entry.id, rating);
          // the newest entry now: sent at the end of this pass, not left for the next network change
          entries.push(rating);
        } else {
          await this.store.delete(entry.id);
        }
      } else {
        await this.store.delete(entry.id);
      }
      await this.reportCount();
    }
    await this.reportCount();
    return report;
  }

  /** A transport that throws counts as no answer: the entry stays. */
  private async send(entry: QueueEntry): Promise<SendOutcome> {
    try {
      return entry.kind === 'submit' ? await this.transport.submit(entry) : await this.transport.rate(entry);
    } catch {
      return { status: 'retry' };
    }
  }

  private async reportCount(): Promise<void> {
    this.listener.onCount?.(await this.waiting());
  }
}

function ratingEntry(submissionId: string, leadId: string, qualification: Qualification): QueuedRating {
  return { kind: 'rating', id: `${submissionId}:rating`, seq: nextSeq(), leadId, qualification };
}
