import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { AccountActor, ApiKeyActor } from '../../../common/auth/access-policy';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { Clock } from '../../../common/time/clock';
import { AccountAudit, MemberNames } from '../../identity';
import { API_KEYS_MAX, bearerKeyOf, hashApiKey, newApiKey } from '../domain/api-key';
import type { ApiKeyAnswer, ApiKeyCreatedAnswer } from '../dto/api-key.answer';
import type { CreateApiKeyDto } from '../dto/api-key.dto';
import type { ApiKey } from '../entities/api-key.entity';
import { PublicApiErrors } from '../public-api.errors';
import { ApiKeysRepository } from '../repositories/api-keys.repository';

/** A use is written at most this often per key (last_used_at is shown to the minute). */
const TOUCH_EVERY_MS = 60_000;
/** Keys whose last write this process remembers; beyond it the oldest is forgotten (and written again). */
const TOUCHED_KEPT = 10_000;

/** How the account audit names a key: its name and its prefix, never the key. */
const auditSubject = (key: Pick<ApiKey, 'name' | 'prefix'>) => `${key.name} (${key.prefix}…)`;

/**
 * The account's API keys: made, listed and revoked by its owners and managers (each in the
 * account's audit), and the bearer check of the public API (authenticate).
 */
@Injectable()
export class ApiKeysService {
  /** keyId -> when this process last wrote last_used_at. */
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly keys: ApiKeysRepository,
    private readonly audit: AccountAudit,
    private readonly names: MemberNames,
  ) {}

  async list(accountId: string): Promise<ApiKeyAnswer[]> {
    return (await this.keys.listActive(accountId)).map((key) => ({
      id: key.id,
      name: key.name,
      scopes: key.scopes,
      prefix: key.prefix,
      createdAt: key.createdAt,
      createdBy: key.createdByName,
      lastUsedAt: key.lastUsedAt,
    }));
  }

  /** The key is in this answer and never again. */
  async create(actor: AccountActor, input: CreateApiKeyDto): Promise<ApiKeyCreatedAnswer> {
    const made = newApiKey();
    const key = await this.uow.run(async ({ manager }) => {
      if ((await this.keys.countActiveLocked(manager, actor.accountId)) >= API_KEYS_MAX) throw PublicApiErrors.tooMany();
      const created = await this.keys.insert(manager, {
        accountId: actor.accountId,
        name: input.name,
        scopes: input.scopes,
        keyHash: made.hash,
        prefix: made.prefix,
        createdByUserId: actor.userId,
        createdByName: await this.names.nameOf(actor.userId, manager),
      });
      await this.audit.record(actor, 'api_key.created', auditSubject(created), { scopes: created.scopes }, manager);
      return created;
    });
    return { id: key.id, name: key.name, scopes: key.scopes, prefix: key.prefix, key: made.key, createdAt: key.createdAt };
  }

  /** Revoked at once: the next request with it answers 401. Another account's id or a revoked key: 404. */
  async revoke(actor: AccountActor, id: string): Promise<void> {
    if (!isUUID(id)) throw PublicApiErrors.keyNotFound();
    await this.uow.run(async ({ manager }) => {
      const key = await this.keys.revoke(manager, actor.accountId, id, this.clock.now());
      if (!key) throw PublicApiErrors.keyNotFound();
      await this.audit.record(actor, 'api_key.revoked', auditSubject(key), {}, manager);
    });
  }

  /**
   * The actor of an `Authorization` header: missing or malformed 401 API_KEY_MISSING, unknown or
   * revoked 401 API_KEY_INVALID. Notes the use (at most once a minute per key).
   */
  async authenticate(authorization: string | undefined): Promise<ApiKeyActor> {
    const presented = bearerKeyOf(authorization);
    if (presented === undefined) throw PublicApiErrors.keyMissing();
    const key = await this.keys.findActiveByHash(hashApiKey(presented));
    if (!key) throw PublicApiErrors.keyInvalid();
    await this.noteUse(key.id);
    return { kind: 'api-key', keyId: key.id, accountId: key.accountId, scopes: key.scopes, name: key.name };
  }

  private async noteUse(keyId: string): Promise<void> {
    const now = this.clock.now();
    const last = this.touched.get(keyId);
    if (last !== undefined && now.getTime() - last < TOUCH_EVERY_MS) return;
    this.touched.delete(keyId);
    this.touched.set(keyId, now.getTime());
    if (this.touched.size > TOUCHED_KEPT) this.touched.delete(this.touched.keys().next().value!);
    await this.keys.touch(keyId, now);
  }
}
