import { Injectable } from '@nestjs/common';
import { EventsService } from '../../events';
import type { PublicEventAnswer } from '../dto/public-event.answer';

/** The public API's events: the account's, newest first, any status. */
@Injectable()
export class PublicEventsService {
  constructor(private readonly events: EventsService) {}

  async list(accountId: string): Promise<PublicEventAnswer[]> {
    const events = await this.events.listOwned(accountId);
    if (!events.length) return [];
    const companySlug = await this.events.companySlugOfAccount(accountId);
    return events.map((event) => ({
      id: event.id,
      name: event.name,
      slug: event.slug,
      status: event.status,
      formUrl: this.events.formUrl(companySlug, event.slug),
      createdAt: event.createdAt,
    }));
  }
}
