import { Injectable } from '@nestjs/common';
import type { AccountActor } from '../../../common/auth/access-policy';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { EventImageErrors, EventsErrors } from '../events.errors';
import { EventImagesRepository } from '../repositories/event-images.repository';
import { EventsRepository } from '../repositories/events.repository';
import { EventsService } from './events.service';
import { EventImageKind, normaliseImage, StoredImage } from '../domain/event-image';

/**
 * The organiser's logo and header upload: re-encoded (event-image.ts), stored in PostgreSQL and
 * pointed at from the event row in one transaction; served to anyone under its hash's URL.
 */
@Injectable()
export class EventImagesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventsRepository,
    private readonly images: EventImagesRepository,
    private readonly lookups: EventsService,
  ) {}

  async upload(actor: AccountActor, eventId: string, kind: EventImageKind, file: Buffer): Promise<void> {
    // a foreign event is refused before any decoding work
    await this.lookups.getOwned(actor.accountId, eventId);
    const image = await normaliseImage(file, kind);
    await this.uow.run(async ({ manager }) => {
      if (!(await this.events.lockOwned(manager, actor.accountId, eventId))) throw EventsErrors.notFound();
      await this.images.replace(manager, eventId, kind, image);
      await this.events.setImageHash(manager, actor.accountId, eventId, kind, image.hash);
    });
  }

  /** Removing what is not there is harmless (the URL, if any, is used again). */
  async remove(actor: AccountActor, eventId: string, kind: EventImageKind): Promise<void> {
    await this.lookups.getOwned(actor.accountId, eventId);
    await this.uow.run(async ({ manager }) => {
      const event = await this.events.lockOwned(manager, actor.accountId, eventId);
      if (!event) throw EventsErrors.notFound();
      if ((kind === 'logo' ? event.logoImageHash : event.headerImageHash) === null) return;
      await this.images.remove(manager, eventId, kind);
      await this.events.setImageHash(manager, actor.accountId, eventId, kind, null);
    });
  }

  /** The current image of that name; an old or made-up name is 404. */
  async serve(eventId: string, kind: EventImageKind, hash: string): Promise<Pick<StoredImage, 'contentType' | 'data'>> {
    const image = await this.images.find(eventId, kind, hash);
    if (!image) throw EventImageErrors.notFound();
    return image;
  }
}
