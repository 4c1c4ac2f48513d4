import { Injectable } from '@nestjs/common';
import type { AccountActor } from '../../../common/auth/access-policy';
import { StandDeviceTokens, type AuthenticatedStandDevice } from '../../../common/auth/stand-device';
import { EventsService } from '../../events';
import { extractCardFields, type CardFields } from '../domain/card-fields';
import { normaliseCardPhoto } from '../domain/card-image';
import { OcrPool } from './ocr-pool.service';

export interface CardScan {
  fields: CardFields;
  confidence: number;
  text: string;
}

/** Who scans: a member of the event's account, or a stand device of the event. */
export type CardScanner = { kind: 'member'; actor: AccountActor } | { kind: 'stand-device'; device: AuthenticatedStandDevice };

/**
 * Reads a business card's photo: the event is checked first (another account's event 404, another
 * event's device 401), then the photo is normalised and read. Nothing of it is kept: the photo
 * lives in memory until the answer is out.
 */
@Injectable()
export class CardScanService {
  constructor(
    private readonly events: EventsService,
    private readonly standDevices: StandDeviceTokens,
    private readonly ocr: OcrPool,
  ) {}

  async scan(scanner: CardScanner, eventId: string, photo: Buffer): Promise<CardScan> {
    if (scanner.kind === 'member') await this.events.getOwned(scanner.actor.accountId, eventId);
    else this.standDevices.forEvent(scanner.device, eventId);
    const image = await normaliseCardPhoto(photo);
    const { text, confidence } = await this.ocr.recognise(image);
    return { fields: extractCardFields(text), confidence, text: text.trim() };
  }
}
