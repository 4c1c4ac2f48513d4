import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PlatformAdmin } from '../../../common/auth/access.decorators';
import { AdminAccountAnswer } from '../dto/admin-account.answer';
import { AdminAccountsService } from '../services/admin-accounts.service';

@ApiTags('admin')
@Controller('admin/accounts')
@PlatformAdmin()
export class AdminAccountsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @Get()
  @ApiOperation({ summary: 'Every account with its members (first to join first) and number of events, sorted by name' })
  @ApiOkResponse({ type: [AdminAccountAnswer] })
  list(): Promise<AdminAccountAnswer[]> {
    return this.accounts.list();
  }
}
