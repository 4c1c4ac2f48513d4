import type { QueueEntry, QueueStore } from './queue-store';

const DB_NAME = 'fairleads-stand';
const DB_VERSION = 1;
const STORE = 'queue';

/** Opened once per page; `onversionchange` lets a newer page upgrade the schema. */
let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('event', 'eventKey');
    };
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opening;
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
}

type Stored = QueueEntry & { eventKey: string };

/**
 * The queue in the device's IndexedDB, one object store for all events (index by event). A small
 * hand-written wrapper: four calls do not justify a library, and none is installed.
 */
export class IdbQueueStore implements QueueStore {
  /** `eventKey`: companySlug/eventSlug, so two events' stands on one device keep apart. */
  constructor(private readonly eventKey: string) {}

  async all(): Promise<QueueEntry[]> {
    const db = await openDatabase();
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).index('event').getAll(this.eventKey);
    const rows = await new Promise<Stored[]>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result as Stored[]);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB-Lesevorgang fehlgeschlagen.'));
    });
    return rows.map(({ eventKey: _eventKey, ...entry }) => entry as QueueEntry);
  }

  async put(entry: QueueEntry): Promise<void> {
    const db = await openDatabase();
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put({ ...entry, eventKey: this.eventKey });
    await done(tx);
  }

  async replace(doneId: string, next: QueueEntry): Promise<void> {
    const db = await openDatabase();
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    store.delete(doneId);
    store.put({ ...next, eventKey: this.eventKey });
    await done(tx);
  }

  async delete(id: string): Promise<void> {
    const db = await openDatabase();
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).delete(id);
    await done(tx);
  }
}
