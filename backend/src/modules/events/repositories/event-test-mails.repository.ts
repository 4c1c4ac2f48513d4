import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The only place that queries event_test_mails: when a test mail of an event last went out. */
@Injectable()
export class EventTestMailsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(eventId: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO event_test_mails (event_id, last_sent_at) VALUES ($1, $2)
       ON CONFLICT (event_id) DO UPDATE SET last_sent_at = GREATEST(event_test_mails.last_sent_at, EXCLUDED.last_sent_at)`,
      [eventId, at],
    );
  }

  async lastSentAt(eventId: string): Promise<Date | null> {
    const rows = (await this.dataSource.query('SELECT last_sent_at FROM event_test_mails WHERE event_id = $1', [eventId])) as { last_sent_at: Date }[];
    return rows[0]?.last_sent_at ?? null;
  }
}
