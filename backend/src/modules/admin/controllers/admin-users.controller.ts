import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { AdminMessages } from '../admin.errors';
import { CreateAdminUserDto, UpdateAdminUserDto } from '../dto/admin-user.dto';
import { AdminUsersService } from '../services/admin-users.service';
import { AdminUserAnswer, AdminUserChangeAnswer } from '../dto/admin-user.answer';
import { MessageAnswer } from '../../../common/http/message.answer';
import { PlatformAdmin } from '../../../common/auth/access.decorators';

@ApiTags('admin')
@Controller('admin/users')
@PlatformAdmin()
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({ summary: 'Every account, admins included, newest first' })
  @ApiOkResponse({ type: [AdminUserAnswer] })
  list(): Promise<AdminUserAnswer[]> {
    return this.users.list();
  }

  @Post()
  @ApiOperation({ summary: 'Creates a confirmed, active account (default 1 event credit)' })
  @ApiCreatedResponse({ type: AdminUserChangeAnswer })
  async create(@CurrentUser() admin: SessionUser, @Body() dto: CreateAdminUserDto): Promise<AdminUserChangeAnswer> {
    return { message: AdminMessages.userCreated, user: await this.users.create(admin, dto) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes name, email, role, eventCredits or isActive; deactivation ends the sessions' })
  @ApiOkResponse({ type: AdminUserChangeAnswer })
  async update(@CurrentUser() admin: SessionUser, @Param('id') id: string, @Body() dto: UpdateAdminUserDto): Promise<AdminUserChangeAnswer> {
    return { message: AdminMessages.userUpdated, user: await this.users.update(admin, id, dto) };
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Deletes the account with everything it owns' })
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@CurrentUser() admin: SessionUser, @Param('id') id: string): Promise<MessageAnswer> {
    await this.users.delete(admin, id);
    return { message: AdminMessages.userDeleted };
  }
}
