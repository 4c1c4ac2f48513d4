import { useQuery } from '@tanstack/react-query';
import { MEMBERS_KEY } from './keys';
import type { Member } from './types';

/** GET /api/account/members (every role may read). */
export function useMembers() {
  return useQuery<Member[]>({ queryKey: MEMBERS_KEY });
}
