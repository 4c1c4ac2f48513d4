import { AdminAuditLogPage } from '@/features/admin';

export { AdminAuditLogPage as Component };
