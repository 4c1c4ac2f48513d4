import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import {
  STAND_DEVICE_VALID_DAYS,
  type StandDevice,
  type StandDeviceRegistration,
  type StandSession,
} from '@fairleads/shared/stand-mode';
import { StandDeviceTokens, type AuthenticatedStandDevice } from '../../../common/auth/stand-device';
import { Clock } from '../../../common/time/clock';
import type { AccountActor } from '../../../common/auth/access-policy';
import { EventsErrors, EventsService } from '../../events';
import { AccountAudit } from '../../identity';
import type { RegisterStandDeviceDto } from '../dto/stand-device.dto';
import { StandErrors } from '../stand.errors';
import { StandDevicesRepository, type StandDeviceRow } from '../repositories/stand-devices.repository';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;
/**
 * scrypt, not argon2: a 4-to-8-digit PIN falls to any offline guesser whatever the hash, so what
 * protects it is the token it sits behind and the per-device limit on tries. The hash only keeps
 * the PIN out of a database dump at a glance; node's scrypt does that without the identity
 * module's hasher (which the walls keep inside identity).
 */
const PIN_SCRYPT = { N: 1 << 14, r: 8, p: 1 };
const PIN_KEY_LENGTH = 32;
const DAY_MS = 24 * 60 * 60_000;

/** A token: the device id, a dot, 32 random bytes in base64url (43 characters). */
const TOKEN_PATTERN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

function view(row: StandDeviceRow): StandDevice {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/**
 * Stand mode's devices (issue 18): the organiser registers a tablet for an event and gets its
 * token once; the server keeps a sha256 of the token's random part (256 bits need no slow hash)
 * and a scrypt hash of the PIN that leaves stand mode. A token opens only its event's stand, for
 * STAND_DEVICE_VALID_DAYS, until revoked by the organiser or ended on the device.
 */
@Injectable()
export class StandDevicesService extends StandDeviceTokens {
  constructor(
    private readonly devices: StandDevicesRepository,
    private readonly events: EventsService,
    private readonly clock: Clock,
    private readonly audit: AccountAudit,
  ) {
    super();
  }

  async register(actor: AccountActor, eventId: string, body: RegisterStandDeviceDto): Promise<StandDeviceRegistration> {
    const event = await this.events.getOwned(actor.accountId, eventId);
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const row = await this.devices.insert({
      id,
      eventId: event.id,
      name: body.name,
      tokenHash: sha256Hex(secret),
      pinHash: await hashPin(body.pin),
      createdAt: now,
      expiresAt: new Date(now.getTime() + STAND_DEVICE_VALID_DAYS * DAY_MS),
    });
    await this.audit.record(actor, 'stand.device.paired', deviceSubject(body.name, event.name));
    const companySlug = await this.events.companySlugOf(event);
    return { device: view(row), token: `${id}.${secret}`, standPath: `/stand/${companySlug}/${event.slug}` };
  }

  async list(accountId: string, eventId: string): Promise<StandDevice[]> {
    const event = await this.events.getOwned(accountId, eventId);
    return (await this.devices.listOfEvent(event.id)).map(view);
  }

  async revoke(actor: AccountActor, eventId: string, deviceId: string): Promise<void> {
    const event = await this.events.getOwned(actor.accountId, eventId);
    const device = isUUID(deviceId) ? await this.devices.find(deviceId) : null;
    if (!device || !(await this.devices.revoke(event.id, deviceId, this.clock.now()))) throw StandErrors.deviceNotFound();
    // revoking again changes nothing, so the audit has it once
    if (!device.revokedAt) await this.audit.record(actor, 'stand.device.revoked', deviceSubject(device.name, event.name));
  }

  /**
   * The device behind a token (the X-Stand-Token header), which counts as a use of it; 401 when
   * the header is missing, the token unknown, revoked or expired. Which event it serves is the
   * caller's check (forEvent).
   */
  async authenticate(token: unknown): Promise<AuthenticatedStandDevice> {
    const match = typeof token === 'string' ? TOKEN_PATTERN.exec(token) : null;
    const row = match && isUUID(match[1]) ? await this.devices.find(match[1]) : null;
    if (!row || !match || !timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), createHash('sha256').update(match[2]).digest())) {
      throw StandErrors.tokenInvalid();
    }
    if (row.revokedAt) throw StandErrors.tokenRevoked();
    if (row.endedAt) throw StandErrors.tokenEnded();
    const now = this.clock.now();
    if (row.expiresAt.getTime() <= now.getTime()) throw StandErrors.tokenExpired();
    await this.devices.touch(row.id, now);
    return { id: row.id, eventId: row.eventId, name: row.name, createdAt: row.createdAt, expiresAt: row.expiresAt };
  }

  /** A token of another event answers like an unknown one. */
  forEvent(device: AuthenticatedStandDevice, eventId: string): void {
    if (device.eventId !== eventId) throw StandErrors.tokenInvalid();
  }

  /** What the stand page loads (and keeps for an offline start): its device and event. */
  async session(device: AuthenticatedStandDevice, companySlug: string, eventSlug: string): Promise<StandSession> {
    const found = await this.events.findForVisitor(companySlug, eventSlug);
    if (!found) throw EventsErrors.notFound();
    this.forEvent(device, found.event.id);
    return {
      device: { id: device.id, name: device.name, expiresAt: device.expiresAt.toISOString() },
      event: { id: found.event.id, name: found.event.name, companySlug: found.companySlug, slug: found.event.slug },
    };
  }

  /**
   * Leaving stand mode: the PIN set at registration, or 403. The device forgets its token, and the
   * server ends it too, so the event's list no longer shows the device as released.
   */
  async exit(device: AuthenticatedStandDevice, companySlug: string, eventSlug: string, pin: string): Promise<void> {
    await this.session(device, companySlug, eventSlug);
    const row = await this.devices.find(device.id);
    if (!row || !(await pinMatches(row.pinHash, pin))) throw StandErrors.wrongPin();
    await this.devices.end(device.id, this.clock.now());
    const event = await this.events.findById(device.eventId);
    if (event) await this.audit.record({ accountId: event.accountId, deviceName: device.name }, 'stand.device.ended', deviceSubject(device.name, event.name));
  }
}

/** '„Tablet 1“ · Messe Köln': the device and its event, as the account's audit names them. */
function deviceSubject(deviceName: string, eventName: string): string {
  return `„${deviceName}“ · ${eventName}`;
}

async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(pin, salt, PIN_KEY_LENGTH, PIN_SCRYPT);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

async function pinMatches(stored: string, pin: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(pin, Buffer.from(salt, 'base64url'), expected.length, PIN_SCRYPT);
  return timingSafeEqual(actual, expected);
}
