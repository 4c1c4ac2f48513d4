import type { ApiSchema } from '@/lib/api/schemas';

/** One step as GET/PUT /api/events/{id}/follow-ups carry it (a bare array, at most 3, in order). */
export type FollowUpStep = ApiSchema<'FollowUpStepDto'>;

/** When a step may go out: ISO weekdays 1 (Monday) – 7, `from` < `to` as HH:MM, an IANA time zone. */
export type FollowUpSendWindow = ApiSchema<'SendWindowDto'>;

/** Per step (numbered from 1, by position): leads waiting for it, mailed it, unsubscribed right after it, clicked its booking button. */
export type FollowUpStepFigures = ApiSchema<'FollowUpStepStatusAnswer'>;

/** GET /api/events/{id}/follow-ups/status. */
export type FollowUpStatus = ApiSchema<'FollowUpStatusAnswer'>;

export const MAX_FOLLOW_UP_STEPS = 3;
