import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;

/** Error texts may quote a recipient (an SMTP refusal): addresses are replaced before storing. */
export function withoutAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, '[E-Mail-Adresse]');
}

export interface AdminAlertInput {
  kind: string;
  message: string;
  details?: Record<string, unknown>;
}

/** The table admin_alerts (entity AdminAlert, read by the admin panel). */
@Injectable()
export class AdminAlertsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records an alert in the caller's transaction. Plain SQL: it works in every process,
   * whichever modules registered entities.
   */
  async raise(manager: EntityManager, alert: AdminAlertInput): Promise<void> {
    await manager.query(`INSERT INTO admin_alerts (kind, message, details) VALUES ($1, $2, $3)`, [alert.kind, alert.message, alert.details ?? {}]);
  }

  /** The newest 50 unresolved alerts, with the outbox job each one is about (if any). */
  open(): Promise<{ id: string; kind: string; message: string; createdAt: Date; outboxId: string | null }[]> {
    return this.dataSource.query(
      `SELECT id, kind, message, created_at AS "createdAt", details->>'outboxId' AS "outboxId"
         FROM admin_alerts
        WHERE resolved_at IS NULL
        ORDER BY created_at DESC
        LIMIT 50`,
    );
  }
}
