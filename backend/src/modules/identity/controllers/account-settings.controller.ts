import { Body, Controller, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../../common/auth/access.decorators';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { AccountPreferencesDto, AvvAcceptanceDto, EmailSettingsDto } from '../dto/account-settings.dto';
import { AccountSettingsService } from '../services/account-settings.service';
import { AccountPreferencesAnswer, AvvAcceptanceAnswer, EmailSettingsAnswer } from '../dto/account-settings.answer';

@ApiTags('account settings')
@Controller()
export class AccountSettingsController {
  constructor(private readonly settings: AccountSettingsService) {}

  @Patch('account/settings')
  @SignedIn()
  @ApiOperation({ summary: "The user's own preferences: {locale: 'de'|'en'}, the language of the organiser area and of their mails" })
  @ApiOkResponse({ type: AccountPreferencesAnswer })
  savePreferences(@CurrentUser() user: SessionUser, @Body() body: AccountPreferencesDto): Promise<AccountPreferencesAnswer> {
    return this.settings.savePreferences(user.id, body);
  }

  @Get('email-settings')
  @SignedIn()
  @ApiOperation({ summary: 'The organiser’s e-mail notification settings' })
  @ApiOkResponse({ type: EmailSettingsAnswer })
  emailSettings(@CurrentUser() user: SessionUser): Promise<EmailSettingsAnswer> {
    return this.settings.emailSettings(user.id);
  }

  @Put('email-settings')
  @SignedIn()
  @ApiOperation({ summary: 'Saves {leadNotificationsEnabled, weeklyReportsEnabled}' })
  @ApiOkResponse({ type: EmailSettingsAnswer })
  saveEmailSettings(@CurrentUser() user: SessionUser, @Body() body: EmailSettingsDto): Promise<EmailSettingsAnswer> {
    return this.settings.saveEmailSettings(user.id, body);
  }

  @Get('avv-acceptance')
  @SignedIn()
  @ApiOperation({ summary: 'Whether the current processing agreement (AVV) is accepted: {accepted, accepted_at, document_version}' })
  @ApiOkResponse({ type: AvvAcceptanceAnswer })
  avvAcceptance(@CurrentUser() user: SessionUser): Promise<AvvAcceptanceAnswer> {
    return this.settings.avvAcceptance(user.id);
  }

  @Post('avv-acceptance')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: "Accepts the current AVV: {accepted: true, document_version: 'v1.0'}; idempotent" })
  @ApiOkResponse({ type: AvvAcceptanceAnswer })
  acceptAvv(@CurrentUser() user: SessionUser, @Body() _body: AvvAcceptanceDto): Promise<AvvAcceptanceAnswer> {
    return this.settings.acceptAvv(user.id);
  }
}
