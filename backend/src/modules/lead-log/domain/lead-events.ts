import { isLeadSource, type LeadSource } from '@fairleads/shared/lead-source';
import type { Locale } from '../../../common/i18n/locale';
import type { LeadRating } from '../entities/lead.entity';

/**
 * Who caused a fact a person causes (qualification, note, export, an organiser's erasure, a
 * stand's submit): a member of the account, a paired stand device or an API key, with the name it had then,
 * so the timeline reads right after the member leaves or the device is renamed. Never a visitor's
 * data. Absent in facts recorded before it was kept (and in the visitor's and the system's facts).
 */
export type LeadActor =
  | { kind: 'member'; userId: string; name: string }
  | { kind: 'device'; deviceId: string; name: string }
  /** An account's API key on the public API (an integration), under the key's name. */
  | { kind: 'api-key'; keyId: string; name: string };

/**
 * The facts of a lead's life. No personal data in here: name, e-mail and answers live in
 * lead_personal_data. Each type has a schema version; readers handle every version they meet.
 */
export interface LeadEventData {
  LeadCaptured: {
    eventId: string;
    formVersion: number;
    doubleOptIn: boolean;
    consentText: string;
    consentTextHash: string;
    ipHash: string | null;
    userAgent: string | null;
    /** sha256 of the confirmation token; the token is derived from tokenNonce with a server key. */
    confirmationTokenHash: string | null;
    tokenNonce: string | null;
    /**
     * Since schema version 2: the language of the visitor's page, which their mails (and resends)
     * speak. Absent in version 1: German.
     */
    locale?: Locale;
    /** A stand device's submit (issue 18): the device that captured the lead. Absent otherwise. */
    standDeviceId?: string;
    /**
     * A stand device's capture time (ISO 8601) when it sent the lead later (offline queue): the
     * lead's time in the read model. Absent: the time the fact was recorded.
     */
    capturedAt?: string;
    /** A stand device's submit: the device; a member's capture on the lead desk: the member. */
    actor?: LeadActor;
    /**
     * Since schema version 3: where the lead came from. Absent before: read through
     * `leadSourceOf` (`stand` for a stand device's capture, else `form`).
     */
    source?: LeadSource;
  };
  DoiMailSent: { messageId: string };
  DoiResendRequested: { by: 'visitor' | 'organiser'; tokenNonce: string; confirmationTokenHash: string };
  LeadConfirmed: { ipHash: string | null; userAgent: string | null };
  WelcomeMailSent: { messageId: string };
  WelcomeResendRequested: { by: 'visitor' };
  /** The stand team's rating and tags, as a whole (the state after the change). */
  LeadQualified: { rating: LeadRating | null; tags: string[]; actor?: LeadActor };
  /** The note changed; its text is personal data and stays in lead_personal_data. */
  LeadNoted: { length: number; actor?: LeadActor };
  /** The organiser downloaded the lead in an export. */
  LeadExported: { format: 'crm' | 'excel'; actor?: LeadActor };
  LeadErased: { reason: string; actor?: LeadActor };
  /** The visitor opened the welcome mail's download link (/d/{token}) for the first time. */
  LeadDownloaded: Record<string, never>;
  /** A follow-up mail (step 1–3 of the event's sequence) went out. */
  FollowUpSent: { step: number; messageId: string };
  /** The visitor unsubscribed from the event's follow-ups, after receiving `afterStep` of them (0: none yet). */
  FollowUpStopped: { reason: 'unsubscribed'; afterStep: number };
}

export type LeadEventType = keyof LeadEventData;

export const SCHEMA_VERSIONS: Record<LeadEventType, number> = {
  LeadCaptured: 3,
  DoiMailSent: 1,
  DoiResendRequested: 1,
  LeadConfirmed: 1,
  WelcomeMailSent: 1,
  WelcomeResendRequested: 1,
  LeadQualified: 1,
  LeadNoted: 1,
  LeadExported: 1,
  LeadErased: 1,
  LeadDownloaded: 1,
  FollowUpSent: 1,
  FollowUpStopped: 1,
};

export interface LeadEventMetadata {
  actor: 'visitor' | 'organiser' | 'system';
  /** Ties the facts of one request or job together. */
  correlationId?: string;
}

/** A fact as stored: what projections read. */
export interface StoredLeadEvent<T extends LeadEventType = LeadEventType> {
  position: string;
  eventId: string;
  leadId: string;
  version: number;
  ownerEventId: string;
  type: T;
  schemaVersion: number;
  data: LeadEventData[T];
  metadata: LeadEventMetadata;
  occurredAt: Date;
}

/** A LeadCaptured fact's source in any schema version (before 3 it is derived, as the migration backfilled it). */
export function leadSourceOf(data: LeadEventData['LeadCaptured']): LeadSource {
  if (data.source && isLeadSource(data.source)) return data.source;
  return data.standDeviceId ? 'stand' : 'form';
}
