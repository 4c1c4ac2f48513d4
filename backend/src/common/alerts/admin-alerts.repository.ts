import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

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
  /**
   * Records an alert in the caller's transaction. Plain SQL: it works in every process,
   * whichever modules registered entities.
   */
  async raise(manager: EntityManager, alert: AdminAlertInput): Promise<void> {
    await manager.query(`INSERT INTO admin_alerts (kind, message, details) VALUES ($1, $2, $3)`, [alert.kind, alert.message, alert.details ?? {}]);
  }
}
