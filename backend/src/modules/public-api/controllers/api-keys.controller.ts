import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountActor } from '../../../common/auth/access-policy';
import { Allow } from '../../../common/auth/access.decorators';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import { ApiKeyAnswer, ApiKeyCreatedAnswer } from '../dto/api-key.answer';
import { CreateApiKeyDto } from '../dto/api-key.dto';
import { ApiKeysService } from '../services/api-keys.service';

/** The account's API keys for the public API (owners and managers), each change in the account's audit. */
@ApiTags('api-keys')
@Controller('account/api-keys')
@Allow('api-keys.manage')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOperation({ summary: "The account's active API keys, newest first, never the key itself" })
  @ApiOkResponse({ type: [ApiKeyAnswer] })
  list(@CurrentActor() actor: AccountActor): Promise<ApiKeyAnswer[]> {
    return this.keys.list(actor.accountId);
  }

  @Post()
  @ApiOperation({ summary: 'Makes an API key: 201 with the key (shown this once); 409 API_KEYS_TOO_MANY beyond 20' })
  @ApiCreatedResponse({ type: ApiKeyCreatedAnswer })
  create(@CurrentActor() actor: AccountActor, @Body() body: CreateApiKeyDto): Promise<ApiKeyCreatedAnswer> {
    return this.keys.create(actor, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Revokes an API key at once; 404 API_KEY_NOT_FOUND for another account’s or a revoked one' })
  @ApiNoContentResponse({ description: 'Revoked' })
  async revoke(@CurrentActor() actor: AccountActor, @Param('id') id: string): Promise<void> {
    await this.keys.revoke(actor, id);
  }
}
