import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUDIT_PAGE_SIZE, AuditLogQueryDto } from '../dto/audit-log-query.dto';
import { AdminAuditService } from '../services/admin-audit.service';
import { AuditLogPageAnswer } from '../dto/audit-log.answer';
import { PlatformAdmin } from '../../../common/auth/access.decorators';

@ApiTags('admin')
@Controller('admin')
@PlatformAdmin()
export class AdminAuditController {
  constructor(private readonly audit: AdminAuditService) {}

  @Get('audit-log')
  @ApiOperation({
    summary:
      'The audit log, newest first: {items: [{id, createdAt, action, admin, target: {type, id, name, email, owner}, details}], total, page, pageSize}; names as they are now, null once deleted',
  })
  @ApiOkResponse({ type: AuditLogPageAnswer })
  list(@Query() query: AuditLogQueryDto): Promise<AuditLogPageAnswer> {
    return this.audit.page(Number(query.page ?? 1), Number(query.pageSize ?? AUDIT_PAGE_SIZE));
  }
}
