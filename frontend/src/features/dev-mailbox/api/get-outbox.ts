import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

export type OutboxMail = ApiSchema<'DevMailAnswer'>;

const OUTBOX_POLL_INTERVAL_MS = 2000;

/** GET /api/dev/outbox through the default query function (key = URL). Newest first. */
const outboxQueryOptions = () =>
  queryOptions<OutboxMail[]>({
    queryKey: ['/api/dev/outbox'],
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status === 404 ? false : OUTBOX_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
