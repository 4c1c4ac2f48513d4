import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccountActor, ApiKeyActor } from '../../../common/auth/access-policy';
import type { AuthenticatedStandDevice } from '../../../common/auth/stand-device';
import { MemberNames } from '../../identity';
import type { LeadActor } from '../domain/lead-events';

/** The actor a fact keeps: who did it, under the name they have now (kept as it was in the fact). */
@Injectable()
export class LeadActors {
  constructor(private readonly names: MemberNames) {}

  async ofMember(actor: Pick<AccountActor, 'userId'>, manager?: EntityManager): Promise<LeadActor> {
    return { kind: 'member', userId: actor.userId, name: await this.names.nameOf(actor.userId, manager) };
  }

  ofDevice(device: Pick<AuthenticatedStandDevice, 'id' | 'name'>): LeadActor {
    return { kind: 'device', deviceId: device.id, name: device.name };
  }

  ofApiKey(key: Pick<ApiKeyActor, 'keyId' | 'name'>): LeadActor {
    return { kind: 'api-key', keyId: key.keyId, name: key.name };
  }
}
