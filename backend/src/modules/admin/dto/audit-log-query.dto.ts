import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { AUDIT_MAX_PAGE_SIZE, AUDIT_PAGE_SIZE } from '@fairleads/shared/admin-audit';
import { bilingual } from '../../../common/i18n/localized';

export { AUDIT_MAX_PAGE_SIZE, AUDIT_PAGE_SIZE };

/** GET /api/admin/audit-log?page=&pageSize=: whole numbers, as a query string carries them. */
export class AuditLogQueryDto {
  @ApiPropertyOptional({ example: '1', description: 'Page, from 1 (newest entries first)' })
  @IsOptional()
  @Matches(/^[1-9][0-9]{0,5}$/, { message: bilingual('Die Seite (page) muss eine ganze Zahl ab 1 sein.', 'The page number (page) must be a whole number from 1.') })
  page?: string;

  @ApiPropertyOptional({ example: String(AUDIT_PAGE_SIZE), description: `Entries per page, 1 to ${AUDIT_MAX_PAGE_SIZE} (default ${AUDIT_PAGE_SIZE})` })
  @IsOptional()
  @Matches(/^(?:[1-9][0-9]?|100)$/, { message: bilingual(`Die Seitengröße (pageSize) muss eine ganze Zahl von 1 bis ${AUDIT_MAX_PAGE_SIZE} sein.`, `The page size (pageSize) must be a whole number from 1 to ${AUDIT_MAX_PAGE_SIZE}.`) })
  pageSize?: string;
}
