import { useQuery } from '@tanstack/react-query';
import { AUDIT_KEY } from './keys';
import type { AuditEntry } from './types';

/** GET /api/account/audit (owner, manager). */
export function useAudit(enabled: boolean) {
  return useQuery<AuditEntry[]>({ queryKey: AUDIT_KEY, enabled });
}
