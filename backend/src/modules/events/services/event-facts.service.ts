import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventFacts } from '../domain/event-facts';
import { EventFactsRepository } from '../repositories/event-facts.repository';

/**
 * What the scheduled jobs of other modules (retention's lifecycle, the leads module's notices)
 * read about events, unscoped and set-based (the final deletion is EventsService.deletePurged).
 * Part of the events core, so the worker loads it without the HTTP side.
 */
@Injectable()
export class EventFactsService {
  constructor(private readonly facts: EventFactsRepository) {}

  /** Events whose end date lies before `today`, oldest end first, without the `excluding` ones. */
  endedBefore(today: string, options: { excluding: string[]; limit: number }, manager?: EntityManager): Promise<EventFacts[]> {
    return this.facts.endedBefore(today, options.excluding, options.limit, manager);
  }

  /** The event, its row locked in the caller's transaction; null when it is gone. */
  lock(manager: EntityManager, eventId: string): Promise<EventFacts | null> {
    return this.facts.lock(manager, eventId);
  }

  /**
   * The event, read under the weakest row lock: an upgrade (which locks the row for update)
   * waits for the caller's transaction, or the caller for it, while captures and lead writes on
   * the event go on. For a job that must act on an event's state without holding up its form.
   */
  lockAgainstUpgrade(manager: EntityManager, eventId: string): Promise<EventFacts | null> {
    return this.facts.lockKeyShare(manager, eventId);
  }

  /** The events (id and owner) of these organisers. */
  ofOwners(accountIds: string[], manager?: EntityManager): Promise<{ id: string; accountId: string }[]> {
    return accountIds.length ? this.facts.ofOwners(accountIds, manager) : Promise.resolve([]);
  }

  /** Those of these organisers who have at least one event. */
  ownersWithEvents(accountIds: string[], manager?: EntityManager): Promise<string[]> {
    return accountIds.length ? this.facts.ownersWithEvents(accountIds, manager) : Promise.resolve([]);
  }

  /** Every event of one organiser, the latest start first. */
  ofOwner(accountId: string, manager?: EntityManager): Promise<EventFacts[]> {
    return this.facts.ofOwner(accountId, manager);
  }
}
