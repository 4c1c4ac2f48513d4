/**
 * The platform admin's audit log, as both sides page it: GET /api/admin/audit-log?page=&pageSize=
 * (newest first) and the admin panel's 'Protokoll'.
 */
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;
/** The highest page the API takes (six digits); the panel asks for no later one. */
export const AUDIT_MAX_PAGE = 999_999;
