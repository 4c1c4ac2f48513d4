import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedIn } from '../../../common/auth/access.decorators';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { PasskeyAnswer, PasskeyRegistrationOptionsAnswer } from '../dto/passkeys.answer';
import { RegisterPasskeyDto } from '../dto/passkeys.dto';
import { PasskeysService } from '../services/passkeys.service';

@ApiTags('account security')
@Controller('account/security/passkeys')
export class PasskeysController {
  constructor(private readonly passkeys: PasskeysService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: "The signed-in user's passkeys, newest first" })
  @ApiOkResponse({ type: [PasskeyAnswer] })
  list(@CurrentUser() user: SessionUser): Promise<PasskeyAnswer[]> {
    return this.passkeys.list(user.id);
  }

  @Post('options')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Registration options for navigator.credentials.create() (discoverable, user verification preferred); the challenge holds 5 minutes in the session. 409 PASSKEY_LIMIT_REACHED at 10 passkeys',
  })
  @ApiOkResponse({ type: PasskeyRegistrationOptionsAnswer })
  options(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<PasskeyRegistrationOptionsAnswer> {
    return this.passkeys.registrationOptions(req, user);
  }

  @Post()
  @SignedIn()
  @ApiOperation({
    summary:
      "Registers a passkey from the authenticator's answer {name, response} and mails a notice; the user's first passkey makes this session strong. 400 PASSKEY_CHALLENGE_MISSING or PASSKEY_REGISTRATION_FAILED, 409 PASSKEY_ALREADY_REGISTERED or PASSKEY_LIMIT_REACHED",
  })
  @ApiCreatedResponse({ type: PasskeyAnswer })
  register(@CurrentUser() user: SessionUser, @Body() body: RegisterPasskeyDto, @Req() req: Request): Promise<PasskeyAnswer> {
    return this.passkeys.register(req, user, body.name, body.response);
  }

  @Delete(':id')
  @SignedIn()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Removes one of the user’s passkeys; it no longer signs in. 404 PASSKEY_NOT_FOUND for an id that is not theirs' })
  @ApiNoContentResponse({ description: 'Removed' })
  remove(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<void> {
    return this.passkeys.remove(user, id);
  }
}
