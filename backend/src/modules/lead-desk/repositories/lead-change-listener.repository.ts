import { Injectable } from '@nestjs/common';
import { Client } from 'pg';
import { loadDatabaseConfig } from '../../../config/database.config';

/** The channels the LeadDesk migration's triggers notify after every write of leads or events. */
export type LeadChangeChannel = 'lead_changes' | 'lead_scopes';

export interface LeadChangeHandlers {
  /** A notice with its payload (an event id on lead_changes, an owning account's id on lead_scopes). */
  notice(channel: LeadChangeChannel, payload: string): void;
  /** The connection failed or ended; any notice since may have been missed. */
  lost(error?: unknown): void;
}

/** One connection of its own that LISTENs for the change notices (a pooled connection would drop them). */
export interface LeadChangeConnection {
  /** Connects and LISTENs on both channels; rejects when either fails. */
  listen(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the connections that LeadChangeFeed listens on. */
@Injectable()
export class LeadChangeListener {
  open(handlers: LeadChangeHandlers): LeadChangeConnection {
    const client = new Client({ connectionString: loadDatabaseConfig().url });
    client.on('error', (error) => handlers.lost(error));
    client.on('end', () => handlers.lost());
    client.on('notification', (notice) => {
      if (notice.payload) handlers.notice(notice.channel as LeadChangeChannel, notice.payload);
    });
    return {
      listen: async () => {
        await client.connect();
        await client.query('LISTEN lead_changes');
        await client.query('LISTEN lead_scopes');
      },
      close: () => client.end().catch(() => undefined),
    };
  }
}
