import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventsService } from '../../events/services/events.service';
import { LeadQueries } from '../repositories/lead-queries.repository';

export interface LeadView {
  id: string;
  eventId: string;
  event: { name: string };
  name: string | null;
  email: string;
  customField1: string | null;
  customField2: string | null;
  doiConfirmed: boolean;
  doiConfirmedAt: Date | null;
  doiResentAt: Date | null;
  createdAt: Date;
}

@Injectable()
export class LeadsQueryService {
  constructor(
    private readonly events: EventsService,
    private readonly queries: LeadQueries,
  ) {}

  /**
   * The version of an organiser's lead list: it changes with every new fact about one of their
   * leads and with every change of their events (names, deletions). Cheap: one index probe per event.
   * A filter by an event that is not the organiser's (unknown, malformed, someone else's) is a 404.
   */
  async listVersion(userId: string, eventId?: string): Promise<{ etag: string; scope: { id: string; name: string }[] }> {
    const scope = eventId === undefined ? await this.events.listOwnedIdsAndNames(userId) : [await this.events.getOwned(userId, eventId)];
    const position = await this.queries.latestPosition(scope.map((e) => e.id));
    const fingerprint = createHash('sha1')
      .update(JSON.stringify([position, scope.map((e) => [e.id, e.name, e.updatedAt.getTime()])]))
      .digest('base64url');
    return { etag: `W/"leads-${fingerprint}"`, scope };
  }

  async list(scope: { id: string; name: string }[]): Promise<LeadView[]> {
    const names = new Map(scope.map((e) => [e.id, e.name]));
    const rows = await this.queries.list(scope.map((e) => e.id));
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      event: { name: names.get(row.event_id) ?? '' },
      name: row.name,
      email: row.email ?? '',
      customField1: row.custom_field1,
      customField2: row.custom_field2,
      doiConfirmed: row.status === 'confirmed',
      doiConfirmedAt: row.confirmed_at,
      doiResentAt: row.doi_resent_at,
      createdAt: row.created_at,
    }));
  }
}
