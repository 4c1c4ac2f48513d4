import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { LeadChangeListener, type LeadChangeConnection } from '../repositories/lead-change-listener.repository';

const RECONNECT_MS = 1_000;

/**
 * This process's ear on PostgreSQL's change notices (LISTEN lead_changes, lead_scopes; sent by the
 * triggers of the LeadDesk migration after every write of leads or events). Each notice bumps a
 * stamp per event or per account. A reader takes stamps before asking the database and compares
 * them later: equal stamps and an unbroken connection mean nothing it asked about has been
 * written since. A dropped connection starts a new generation, which voids every comparison
 * across it (a notice may have been missed).
 */
@Injectable()
export class LeadChangeFeed implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LeadChangeFeed.name);
  private readonly stamps = new Map<string, number>();
  private connection: LeadChangeConnection | null = null;
  private listening = false;
  private generation = 0;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly listener: LeadChangeListener) {}

  onModuleInit(): void {
    void this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.listening = false;
    await this.connection?.close();
  }

  /** The owning account's stamp (its events list), or null while no notice can be trusted. */
  ownerStamp(accountId: string): FeedSnapshot | null {
    return this.listening ? { generation: this.generation, stamps: [this.stamp(`a:${accountId}`)] } : null;
  }

  /** The owner's stamp taken earlier, extended by the stamps of its events now; null if the feed broke in between. */
  withEvents(owner: FeedSnapshot | null, eventIds: readonly string[]): FeedSnapshot | null {
    if (!owner || !this.listening || owner.generation !== this.generation) return null;
    return { generation: owner.generation, stamps: [...owner.stamps, ...eventIds.map((id) => this.stamp(`e:${id}`))] };
  }

  /** Whether nothing the snapshot covers has been written since it was taken. */
  unchangedSince(snapshot: FeedSnapshot, accountId: string, eventIds: readonly string[]): boolean {
    const now = this.withEvents(this.ownerStamp(accountId), eventIds);
    return (
      now !== null &&
      now.generation === snapshot.generation &&
      now.stamps.length === snapshot.stamps.length &&
      now.stamps.every((stamp, i) => stamp === snapshot.stamps[i])
    );
  }

  private stamp(key: string): number {
    return this.stamps.get(key) ?? 0;
  }

  private bump(key: string): void {
    this.stamps.set(key, this.stamp(key) + 1);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const lost = (error?: unknown) => {
      if (this.connection !== connection) return;
      this.listening = false;
      this.generation += 1;
      this.connection = null;
      void connection.close();
      if (error && !this.stopped) this.logger.warn(`change notices interrupted, reconnecting: ${String(error)}`);
      if (!this.stopped) this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
    };
    const connection = this.listener.open({
      notice: (channel, payload) => this.bump(channel === 'lead_scopes' ? `a:${payload}` : `e:${payload}`),
      lost,
    });
    this.connection = connection;
    try {
      await connection.listen();
      // a notice missed while no one listened may have changed anything: the new generation voids older snapshots
      this.generation += 1;
      this.listening = true;
    } catch (error) {
      lost(error);
    }
  }
}

export interface FeedSnapshot {
  generation: number;
  stamps: number[];
}
