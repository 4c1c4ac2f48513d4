import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { EventsService, type EventRecord } from '../../events';
import { FunnelService } from '../../insights';
import { LeadLog, LeadSecrets } from '../../lead-log';
import type { VisitorContext } from './lead-capture.service';

/** Where the download link leads: the event's download, or nowhere (a broken link, a purged lead). */
export type DownloadTarget = { url: string } | null;

/** Only a web address is a download to send a browser to. */
function downloadOf(event: EventRecord | null): DownloadTarget {
  if (!event?.downloadUrl) return null;
  try {
    const url = new URL(event.downloadUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { url: url.href } : null;
  } catch {
    return null;
  }
}

/**
 * The welcome mail's download link /d/{token} (token: LeadSecrets.leadLinkToken('download')).
 * The first visit of a lead records LeadDownloaded and counts a download, under the lead's row
 * lock so that two clicks at once count one; later visits only lead on. An erased lead's link
 * leads nowhere: the visitor asked for the sign-up to be gone, the download with it.
 */
@Injectable()
export class LeadDownloadService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventsService,
    private readonly log: LeadLog,
    private readonly secrets: LeadSecrets,
    private readonly funnel: FunnelService,
  ) {}

  /** `counted`: a person's GET (not HEAD, not a link-preview bot); otherwise nothing is recorded. */
  async open(token: string, counted: boolean, visitor: VisitorContext): Promise<DownloadTarget> {
    const leadId = this.secrets.readLeadLinkToken('download', token);
    if (!leadId) return null;
    if (!counted) {
      const lead = await this.log.findLead(leadId);
      return lead && lead.status !== 'erased' ? downloadOf(await this.events.findById(lead.eventId)) : null;
    }
    return this.uow.run(async (tx) => {
      const lead = await this.log.findLead(leadId, tx.manager, true);
      if (!lead || lead.status === 'erased') return null;
      const event = await this.events.findById(lead.eventId, tx.manager);
      const target = downloadOf(event);
      if (target && event && !lead.downloadedAt) {
        await this.log.append(tx.manager, { leadId: lead.id, ownerEventId: event.id, current: lead }, 'LeadDownloaded', {}, { actor: 'visitor', correlationId: visitor.correlationId });
        await this.funnel.count(tx.manager, event.id, 'downloads');
      }
      return target;
    });
  }
}
