import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LeadEventData, LeadEventMetadata, LeadEventType, StoredLeadEvent } from '../domain/lead-events';
import type { Lead } from '../entities/lead.entity';
import type { LeadPersonalData } from '../entities/lead-personal-data.entity';
import { LeadQueries } from '../repositories/lead-queries.repository';
import { LeadStore } from '../repositories/lead-store.repository';

/** Where a fact goes: the lead's stream, and the lead as this transaction read it under its row lock (null for a new lead). */
export interface LeadStream {
  leadId: string;
  ownerEventId: string;
  current: Lead | null;
}

/**
 * The lead log as the other lead modules use it: facts are appended here (the projection
 * follows in the same transaction), and a lead, its stream and its personal data are read here.
 * Capture, the lead desk and insights reach the log's tables only through this service.
 */
@Injectable()
export class LeadLog {
  constructor(
    private readonly store: LeadStore,
    private readonly queries: LeadQueries,
  ) {}

  /** Appends a fact to the lead's stream and answers the lead as the projection now has it. */
  append<T extends LeadEventType>(manager: EntityManager, stream: LeadStream, type: T, data: LeadEventData[T], metadata: LeadEventMetadata): Promise<Lead> {
    return this.store.append(manager, stream, type, data, metadata);
  }

  /**
   * A new lead (personal data, LeadCaptured, read model) in one statement; null when the address
   * is on the event already (nothing written: the caller's repeated-submit path).
   */
  captureNew(
    manager: EntityManager,
    person: Omit<LeadPersonalData, 'note'>,
    data: LeadEventData['LeadCaptured'],
    metadata: LeadEventMetadata,
  ): Promise<Lead | null> {
    return this.store.captureNew(manager, person, data, metadata);
  }

  /** One LeadExported fact for each exported lead (erased ones are skipped). */
  appendExported(leadIds: readonly string[], data: LeadEventData['LeadExported'], metadata: LeadEventMetadata): Promise<void> {
    return this.store.appendExported(leadIds, data, metadata);
  }

  /** A lead's stream in order: its consent proof and history. */
  streamOf(leadId: string, manager?: EntityManager): Promise<StoredLeadEvent[]> {
    return this.store.streamOf(leadId, manager);
  }

  /** `lock`: the lead's row is locked for the rest of the transaction. */
  findLead(leadId: string, manager?: EntityManager, lock = false): Promise<Lead | null> {
    return this.queries.findLead(leadId, manager, lock);
  }

  /** The lead whose confirmation link has this hash. */
  findByTokenHash(tokenHash: string): Promise<Lead | null> {
    return this.queries.findByTokenHash(tokenHash);
  }

  /** The lead whose confirmation link has this hash, locked for the confirmation. */
  findByTokenHashForUpdate(manager: EntityManager, tokenHash: string): Promise<Lead | null> {
    return this.queries.findByTokenHashForUpdate(manager, tokenHash);
  }

  /** Whether a stand device captured the lead. */
  capturedByDevice(leadId: string, deviceId: string, manager?: EntityManager): Promise<boolean> {
    return this.queries.capturedByDevice(leadId, deviceId, manager);
  }

  /** Leads that count against a free event's cap: every lead captured, an erased one too. */
  countCaptured(eventId: string, manager?: EntityManager): Promise<number> {
    return this.queries.countCaptured(eventId, manager);
  }

  /** The newest fact of the given events' leads: changes whenever any of their leads does. */
  latestPosition(eventIds: string[]): Promise<string> {
    return this.queries.latestPosition(eventIds);
  }

  findPersonal(leadId: string, manager?: EntityManager): Promise<LeadPersonalData | null> {
    return this.queries.findPersonal(leadId, manager);
  }

  /** The personal data of an address on the event, locked: one lead per (event, e-mail). */
  findPersonalByEmail(manager: EntityManager, ownerEventId: string, email: string): Promise<LeadPersonalData | null> {
    return this.queries.findPersonalByEmail(manager, ownerEventId, email);
  }

  insertPersonal(manager: EntityManager, data: LeadPersonalData): Promise<void> {
    return this.queries.insertPersonal(manager, data);
  }

  /** Erasure: the lead's personal data (address, name, answers, note) goes for good. */
  deletePersonal(manager: EntityManager, leadId: string): Promise<void> {
    return this.queries.deletePersonal(manager, leadId);
  }

  updateNote(manager: EntityManager, leadId: string, note: string | null): Promise<void> {
    return this.queries.updateNote(manager, leadId, note);
  }
}
