import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WEBHOOK_TEST_TYPE, type WebhookDeliveryStatus, type WebhookPayload } from '@fairleads/shared/webhooks';
import { DataSource, EntityManager } from 'typeorm';

export interface WebhookDeliveryRecord {
  id: string;
  endpointId: string;
  eventId: string | null;
  leadId: string | null;
  type: WebhookPayload['type'];
  payload: WebhookPayload;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  outboxMessageId: string | null;
  createdAt: Date;
}

/** A delivery with what its sending needs of the endpoint. */
export interface DeliveryToSend extends WebhookDeliveryRecord {
  url: string;
  secret: string;
  endpointActive: boolean;
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string | null;
  lead_id: string | null;
  type: WebhookPayload['type'];
  payload: WebhookPayload;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  outbox_message_id: string | null;
  created_at: Date;
}

function toRecord(row: DeliveryRow): WebhookDeliveryRecord {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    leadId: row.lead_id,
    type: row.type,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.next_attempt_at,
    outboxMessageId: row.outbox_message_id,
    createdAt: row.created_at,
  };
}

const COLUMNS = `d.id, d.endpoint_id, d.event_id, d.lead_id, d.type, d.payload, d.status, d.attempts, d.last_status_code, d.last_error,
                 d.last_attempt_at, d.next_attempt_at, d.outbox_message_id, d.created_at`;

/** The delivery list shows this many, newest first. */
export const DELIVERIES_LISTED = 100;

/**
 * The payload without the visitor's personal fields (address, name, answers' values): ids,
 * status, rating, tags, times and the event stay, so the log still says what was sent.
 */
const FORGET_PERSON = `
  payload = jsonb_set(jsonb_set(jsonb_set(payload,
    '{data,lead,email}', 'null'),
    '{data,lead,name}', 'null'),
    '{data,lead,answers}', COALESCE((SELECT jsonb_agg(answer || '{"value": null}'::jsonb)
                                       FROM jsonb_array_elements(payload->'data'->'lead'->'answers') AS answer), '[]'::jsonb))`;

/** The statements on webhook_deliveries, the log of what went (or goes) to which endpoint. */
@Injectable()
export class WebhookDeliveriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(
    manager: EntityManager,
    delivery: { id: string; endpointId: string; eventId: string | null; leadId: string | null; payload: WebhookPayload; outboxMessageId: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, lead_id, type, payload, outbox_message_id, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, now())`,
      [delivery.id, delivery.endpointId, delivery.eventId, delivery.leadId, delivery.payload.type, JSON.stringify(delivery.payload), delivery.outboxMessageId],
    );
  }

  /** Test deliveries belong to no event and no lead: only the endpoint's newest `keep` of them stay. */
  async pruneTests(manager: EntityManager, endpointId: string, keep: number): Promise<void> {
    await manager.query(
      `DELETE FROM webhook_deliveries WHERE endpoint_id = $1 AND type = $3 AND id NOT IN (
         SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 AND type = $3 ORDER BY created_at DESC, id DESC LIMIT $2)`,
      [endpointId, keep, WEBHOOK_TEST_TYPE],
    );
  }

  async listOfEndpoint(endpointId: string): Promise<WebhookDeliveryRecord[]> {
    const rows: DeliveryRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM webhook_deliveries d WHERE d.endpoint_id = $1 ORDER BY d.created_at DESC, d.id DESC LIMIT ${DELIVERIES_LISTED}`,
      [endpointId],
    );
    return rows.map(toRecord);
  }

  async findOfEndpoint(manager: EntityManager, endpointId: string, id: string): Promise<WebhookDeliveryRecord | null> {
    const rows: DeliveryRow[] = await manager.query(`SELECT ${COLUMNS} FROM webhook_deliveries d WHERE d.endpoint_id = $1 AND d.id = $2 FOR UPDATE`, [endpointId, id]);
    return rows.length ? toRecord(rows[0]) : null;
  }

  /** The delivery and its endpoint's address, secret and state, for one attempt. */
  async findToSend(manager: EntityManager, id: string): Promise<DeliveryToSend | null> {
    const rows: (DeliveryRow & { url: string; secret: string; active: boolean })[] = await manager.query(
      `SELECT ${COLUMNS}, e.url, e.secret, e.active FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = $1`,
      [id],
    );
    return rows.length ? { ...toRecord(rows[0]), url: rows[0].url, secret: rows[0].secret, endpointActive: rows[0].active } : null;
  }

  /**
   * The endpoint is paused: the delivery waits without a run (no outbox message) and without an
   * attempt, until turning the endpoint on sends it (`parkedOf`). Only the delivery's current run parks it.
   */
  async park(manager: EntityManager, id: string, outboxMessageId: string, reason: string): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries SET status = 'pending', outbox_message_id = NULL, next_attempt_at = NULL, last_error = $3 WHERE id = $1 AND outbox_message_id = $2`,
      [id, outboxMessageId, reason],
    );
  }

  /** The endpoint's parked deliveries, oldest first, locked: a second switch-on at the same time finds them sent on. */
  async parkedOf(manager: EntityManager, endpointId: string): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 AND status = 'pending' AND outbox_message_id IS NULL ORDER BY created_at, id FOR UPDATE`,
      [endpointId],
    );
    return rows.map((row) => row.id);
  }

  /** Sent again by a new outbox message ('Erneut senden'): that run takes over, the count of attempts goes on. */
  async requeue(manager: EntityManager, id: string, outboxMessageId: string): Promise<void> {
    await manager.query(`UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), outbox_message_id = $2 WHERE id = $1`, [id, outboxMessageId]);
  }

  /**
   * One attempt's outcome, written by the run of `outboxMessageId` only (a resend's run has
   * taken over from an older one). `nextAttemptAt` null: no further attempt.
   */
  async recordAttempt(
    manager: EntityManager,
    id: string,
    outboxMessageId: string,
    outcome: { status: WebhookDeliveryStatus; statusCode: number | null; error: string | null; nextAttemptAt: Date | null },
  ): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries
          SET status = $3, attempts = attempts + 1, last_status_code = $4, last_error = $5, last_attempt_at = now(), next_attempt_at = $6
        WHERE id = $1 AND outbox_message_id = $2`,
      [id, outboxMessageId, outcome.status, outcome.statusCode, outcome.error, outcome.nextAttemptAt],
    );
  }

  /** Erasure: every delivery of the lead, sent or waiting, keeps no personal field. */
  async forgetLead(manager: EntityManager, leadId: string): Promise<void> {
    await manager.query(`UPDATE webhook_deliveries SET ${FORGET_PERSON} WHERE lead_id = $1`, [leadId]);
  }

  /** The purge of an event's leads: the same for every delivery about the event. */
  async forgetEvent(manager: EntityManager, eventId: string): Promise<void> {
    await manager.query(`UPDATE webhook_deliveries SET ${FORGET_PERSON} WHERE event_id = $1`, [eventId]);
  }
}
