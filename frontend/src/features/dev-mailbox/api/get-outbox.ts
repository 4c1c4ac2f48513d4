import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

/** `headers`: the mail's own headers (List-Unsubscribe, …); older servers send none. */
// TODO(merge): schema type — the generated DevMailAnswer carries `headers` once the follow-ups backend is merged
export type OutboxMail = ApiSchema<'DevMailAnswer'> & { headers?: Record<string, string> };

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
