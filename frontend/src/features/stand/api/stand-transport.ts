import { ApiError } from '@/lib/api-client';
import type { QueuedRating, QueuedSubmit } from '../queue/queue-store';
import type { QueueTransport, SendOutcome } from '../queue/submission-queue';
import type { StandLocation } from '../types';
import { formApiPath, standApiPath, standRequest } from './stand-request';
import type { ApiSchema } from '@/lib/api/schemas';

/** The submit's answer (the ordinary one, plus the lead a device submit made). */
type SubmitAnswer = ApiSchema<'SubmitLeadAnswer'>;

/** The server's refusals of a capture time (the lead itself would be taken). */
const CAPTURE_TIME_REFUSED = new Set(['LEADS_CAPTURED_AT_INVALID', 'LEADS_CAPTURED_IN_FUTURE', 'LEADS_CAPTURED_BEFORE_DEVICE']);

/**
 * What an answer means for a waiting entry. Kept: no answer, 5xx, 408/429 (try later) and 403
 * (a refreshed security cookie or an upgraded event lets it through). 401: the device is no
 * longer registered, everything waits for a new registration. Any other 4xx never succeeds.
 */
export function outcomeOf(error: unknown): SendOutcome {
  if (!(error instanceof ApiError) || error.status === 0) return { status: 'retry' };
  if (error.status === 401) return { status: 'unauthorised' };
  if (error.status >= 500 || [403, 408, 425, 429].includes(error.status)) {
    return { status: 'retry', message: error.serverMessage };
  }
  return { status: 'rejected', message: error.serverMessage ?? error.message };
}

/** Sends the queue's entries with the device token (POST submit, PATCH rating). */
export function standTransport(location: StandLocation, token: () => string | null): QueueTransport {
  async function send(work: (token: string) => Promise<SendOutcome>): Promise<SendOutcome> {
    const current = token();
    if (!current) return { status: 'unauthorised' };
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { status: 'retry' };
    try {
      return await work(current);
    } catch (error) {
      return outcomeOf(error);
    }
  }
  return {
    submit: (entry: QueuedSubmit) =>
      send(async (current) => {
        const post = (capturedAt?: string) =>
          standRequest<SubmitAnswer | undefined>(formApiPath(location, '/submit'), 'POST', current, {
            ...entry.answers,
            ...(entry.source ? { source: entry.source } : {}),
            website: '',
            ...(entry.formToken ? { formToken: entry.formToken } : {}),
            submissionId: entry.id,
            ...(capturedAt ? { capturedAt } : {}),
          });
        let answer: SubmitAnswer | undefined;
        try {
          answer = await post(entry.capturedAt);
        } catch (error) {
          // a capture time the server refuses (a wrong device clock, or a device registered anew
          // after the capture) must not cost the visitor: once more, and the server takes its own time
          if (!(error instanceof ApiError && error.code !== undefined && CAPTURE_TIME_REFUSED.has(error.code))) throw error;
          answer = await post();
        }
        return { status: 'sent', leadId: answer?.leadId ?? null };
      }),
    rate: (entry: QueuedRating) =>
      send(async (current) => {
        await standRequest<void>(standApiPath(location, `/leads/${encodeURIComponent(entry.leadId)}`), 'PATCH', current, entry.qualification);
        return { status: 'sent' };
      }),
  };
}
