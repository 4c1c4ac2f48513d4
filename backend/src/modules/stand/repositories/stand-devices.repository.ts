import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A stand device as stored: the token and the PIN only as hashes. */
export interface StandDeviceRow {
  id: string;
  eventId: string;
  name: string;
  tokenHash: string;
  pinHash: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  /** Left stand mode on the device itself (with the PIN). */
  endedAt: Date | null;
}

const COLUMNS = `id, event_id AS "eventId", name, token_hash AS "tokenHash", pin_hash AS "pinHash", created_at AS "createdAt",
  expires_at AS "expiresAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt",
  ended_at AS "endedAt"`;

/** The only place that queries stand_devices. */
@Injectable()
export class StandDevicesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(device: Omit<StandDeviceRow, 'lastUsedAt' | 'revokedAt' | 'endedAt'>): Promise<StandDeviceRow> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO stand_devices (id, event_id, name, token_hash, pin_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [device.id, device.eventId, device.name, device.tokenHash, device.pinHash, device.createdAt, device.expiresAt],
    )) as StandDeviceRow[];
    return row;
  }

  /** The event's devices, newest first, revoked and expired ones too. */
  listOfEvent(eventId: string): Promise<StandDeviceRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM stand_devices WHERE event_id = $1 ORDER BY created_at DESC, id`, [eventId]);
  }

  async find(deviceId: string): Promise<StandDeviceRow | null> {
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM stand_devices WHERE id = $1`, [deviceId])) as StandDeviceRow[];
    return rows[0] ?? null;
  }

  /** false when the event has no such device; a device revoked before keeps its first revocation time. */
  async revoke(eventId: string, deviceId: string, at: Date): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `WITH revoked AS (UPDATE stand_devices SET revoked_at = COALESCE(revoked_at, $3) WHERE id = $1 AND event_id = $2 RETURNING id)
       SELECT id FROM revoked`,
      [deviceId, eventId, at],
    )) as unknown[];
    return rows.length === 1;
  }

  /** The device left stand mode: its token ends (a device ended before keeps its first time). */
  async end(deviceId: string, at: Date): Promise<void> {
    await this.dataSource.query('UPDATE stand_devices SET ended_at = COALESCE(ended_at, $2) WHERE id = $1', [deviceId, at]);
  }

  async touch(deviceId: string, at: Date): Promise<void> {
    await this.dataSource.query('UPDATE stand_devices SET last_used_at = GREATEST(last_used_at, $2) WHERE id = $1', [deviceId, at]);
  }
}
