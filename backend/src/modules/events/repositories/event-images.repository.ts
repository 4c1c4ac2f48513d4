import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { EventImageKind, StoredImage } from '../domain/event-image';

/** The only place that queries event_images: an event's uploaded logo and header image. */
@Injectable()
export class EventImagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Puts the image in place of the event's former one of that kind. */
  async replace(manager: EntityManager, eventId: string, kind: EventImageKind, image: StoredImage): Promise<void> {
    await manager.query(
      `INSERT INTO event_images (event_id, kind, hash, content_type, width, height, data) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (event_id, kind) DO UPDATE SET hash = EXCLUDED.hash, content_type = EXCLUDED.content_type,
         width = EXCLUDED.width, height = EXCLUDED.height, data = EXCLUDED.data, created_at = now()`,
      [eventId, kind, image.hash, image.contentType, image.width, image.height, image.data],
    );
  }

  async remove(manager: EntityManager, eventId: string, kind: EventImageKind): Promise<void> {
    await manager.query('DELETE FROM event_images WHERE event_id = $1 AND kind = $2', [eventId, kind]);
  }

  /** The image of that kind if its hash is still the current one (an old URL finds nothing). */
  async find(eventId: string, kind: EventImageKind, hash: string): Promise<Pick<StoredImage, 'contentType' | 'data'> | null> {
    const rows = (await this.dataSource.query('SELECT content_type, data FROM event_images WHERE event_id = $1 AND kind = $2 AND hash = $3', [
      eventId,
      kind,
      hash,
    ])) as { content_type: string; data: Buffer }[];
    return rows.length ? { contentType: rows[0].content_type, data: rows[0].data } : null;
  }
}
