import { DEFAULT_LOCALE, isLocale } from '../../../common/i18n/locale';
import type { Lead } from '../entities/lead.entity';
import { leadSourceOf, type StoredLeadEvent } from './lead-events';

/**
 * The read model of one lead after one more fact: a pure function, used by the live path and
 * by the rebuild alike, so both give the same rows.
 */
export function applyLeadEvent(current: Lead | null, event: StoredLeadEvent): Lead {
  if (event.type === 'LeadCaptured') {
    const data = event.data as StoredLeadEvent<'LeadCaptured'>['data'];
    const capturedAt = data.capturedAt ? new Date(data.capturedAt) : event.occurredAt;
    return {
      id: event.leadId,
      eventId: event.ownerEventId,
      // without double opt-in there is nothing to wait for: the lead counts as confirmed at capture
      status: data.doubleOptIn ? 'pending' : 'confirmed',
      doubleOptIn: data.doubleOptIn,
      locale: isLocale(data.locale) ? data.locale : DEFAULT_LOCALE,
      source: leadSourceOf(data),
      confirmationTokenHash: data.confirmationTokenHash,
      createdAt: capturedAt,
      confirmedAt: data.doubleOptIn ? null : capturedAt,
      doiSentAt: null,
      doiResentAt: null,
      doiResendCount: 0,
      welcomeSentAt: null,
      erasedAt: null,
      rating: null,
      tags: [],
      qualifiedAt: null,
      notedAt: null,
      exportedAt: null,
      downloadedAt: null,
      version: event.version,
      lastPosition: event.position,
    };
  }
  if (!current) throw new Error(`lead ${event.leadId}: ${event.type} before LeadCaptured`);
  const next: Lead = { ...current, version: event.version, lastPosition: event.position };
  switch (event.type) {
    case 'DoiMailSent':
      next.doiSentAt = event.occurredAt;
      break;
    case 'DoiResendRequested': {
      const data = event.data as StoredLeadEvent<'DoiResendRequested'>['data'];
      next.confirmationTokenHash = data.confirmationTokenHash;
      if (data.by === 'organiser') {
        next.doiResentAt = event.occurredAt;
        next.doiResendCount = current.doiResendCount + 1;
      }
      break;
    }
    case 'LeadConfirmed':
      next.status = 'confirmed';
      next.confirmedAt = event.occurredAt;
      break;
    case 'WelcomeMailSent':
      next.welcomeSentAt = event.occurredAt;
      break;
    case 'WelcomeResendRequested':
      break;
    case 'LeadQualified': {
      const data = event.data as StoredLeadEvent<'LeadQualified'>['data'];
      next.rating = data.rating;
      next.tags = data.tags;
      next.qualifiedAt = event.occurredAt;
      break;
    }
    case 'LeadNoted':
      next.notedAt = event.occurredAt;
      break;
    case 'LeadExported':
      next.exportedAt = event.occurredAt;
      break;
    case 'LeadDownloaded':
      next.downloadedAt = event.occurredAt;
      break;
    case 'LeadErased':
      next.status = 'erased';
      next.erasedAt = event.occurredAt;
      // kept: the hash names no one, and the old link can then say that the data were erased
      break;
  }
  return next;
}
