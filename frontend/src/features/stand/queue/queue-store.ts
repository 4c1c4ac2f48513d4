import type { StandLeadSource } from '@fairleads/shared/lead-source';
import type { StandRating } from '@fairleads/shared/stand-mode';

/** The visitor's answers as the submit sends them. */
export interface StandAnswers {
  email: string;
  name: string;
  customField1: string;
  customField2: string;
  consent: true;
}

/** A submit that waits for an answer from the server. */
export interface QueuedSubmit {
  kind: 'submit';
  /** The idempotency key, made on this device: a resend answers what the first send answered. */
  id: string;
  /** Order of capture on this device (oldest first). */
  seq: number;
  capturedAt: string;
  answers: StandAnswers;
  /** How the answers came in (typed, a badge's code, a card photo); entries queued before sources existed have none: the server reads `stand`. */
  source?: StandLeadSource;
  formToken: string | null;
  /** The staff's rating, given before the submit reached the server: sent once it has. */
  qualification?: Qualification;
}

/** The staff's rating of a lead the server already has. */
export interface QueuedRating {
  kind: 'rating';
  id: string;
  seq: number;
  leadId: string;
  qualification: Qualification;
}

export interface Qualification {
  rating?: StandRating;
  note?: string;
}

export type QueueEntry = QueuedSubmit | QueuedRating;

/**
 * Where waiting entries live: IndexedDB on the device (idb-queue-store.ts), an in-memory map in
 * tests. One store per event.
 */
export interface QueueStore {
  all(): Promise<QueueEntry[]>;
  put(entry: QueueEntry): Promise<void>;
  /** Puts `next` and removes `done` in one step (a sent submit turns into its rating). */
  replace(done: string, next: QueueEntry): Promise<void>;
  delete(id: string): Promise<void>;
}

export class MemoryQueueStore implements QueueStore {
  readonly entries = new Map<string, QueueEntry>();

  async all() {
    return [...this.entries.values()].map((entry) => structuredClone(entry));
  }

  async put(entry: QueueEntry) {
    this.entries.set(entry.id, structuredClone(entry));
  }

  async replace(done: string, next: QueueEntry) {
    this.entries.delete(done);
    this.entries.set(next.id, structuredClone(next));
  }

  async delete(id: string) {
    this.entries.delete(id);
  }
}
