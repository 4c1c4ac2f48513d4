import { Body, Controller, Get, Header, Param, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { STAND_TOKEN_HEADER } from '@fairleads/shared/stand-mode';
import type { Request, Response } from 'express';
import type { AuthenticatedStandDevice } from '../../../common/auth/stand-device';
import { CurrentStandDevice, StandDeviceRoute } from '../../../common/auth/stand-device.guard';
import { requestLocale } from '../../../common/i18n/locale';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { SubmitLeadDto } from '../dto/submit-lead.dto';
import { FormLocator, LeadCaptureService } from '../services/lead-capture.service';
import { FormSubmitLimitGuard } from './form-submit-limit.guard';
import { CountBodyRefusals } from './submit-refusals.interceptor';
import { visitorContext } from './request-context';
import { PublicFormAnswer, SubmitLeadAnswer } from '../dto/public-form.answer';
import { Public } from '../../../common/auth/access.decorators';

/** A stand device's submits: its token optional, counted per device instead of per address. */
const STAND_SUBMIT = { optional: true, deviceLimit: RATE_LIMITS.standDeviceSubmit, replacesAddressLimit: true };

/** The visitor's form: its public configuration and the submit (no session needed). */
@ApiTags('public form')
// visitors; a stand device's token, where a submit carries one, is checked by its guard
@Public()
@Controller('form')
export class PublicFormController {
  constructor(private readonly capture: LeadCaptureService) {}

  @Get(':companySlug/:eventSlug')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Public form configuration; 410 Event nicht mehr verfügbar when archived or ended' })
  @ApiOkResponse({ type: PublicFormAnswer })
  config(@Param('companySlug') companySlug: string, @Param('eventSlug') eventSlug: string, @Req() req: Request): Promise<PublicFormAnswer> {
    return this.capture.formConfig({ companySlug, eventSlug }, requestLocale(req));
  }

  @Get(':slug')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Public form configuration by event slug (when exactly one active event has it)' })
  @ApiOkResponse({ type: PublicFormAnswer })
  configBySlug(@Param('slug') slug: string, @Req() req: Request): Promise<PublicFormAnswer> {
    return this.capture.formConfig({ slug }, requestLocale(req));
  }

  @Post(':companySlug/:eventSlug/submit')
  @UseGuards(FormSubmitLimitGuard)
  @UseInterceptors(CountBodyRefusals)
  @StandDeviceRoute(STAND_SUBMIT)
  @ApiHeader({ name: STAND_TOKEN_HEADER, required: false, description: 'A stand device’s token: counted per device, no form token, capturedAt allowed, answer with leadId' })
  @ApiOperation({ summary: 'Submit the form: 201 new lead, 200 known address (pending mail re-sent, throttled); a repeated submissionId answers the first answer' })
  @ApiCreatedResponse({ type: SubmitLeadAnswer, description: 'A new lead' })
  @ApiOkResponse({ type: SubmitLeadAnswer, description: 'A known address (or a repeated submissionId)' })
  submit(
    @Param('companySlug') companySlug: string,
    @Param('eventSlug') eventSlug: string,
    @Body() dto: SubmitLeadDto,
    @CurrentStandDevice() device: AuthenticatedStandDevice | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SubmitLeadAnswer> {
    return this.submitTo({ companySlug, eventSlug }, dto, device, req, res);
  }

  @Post(':slug/submit')
  @UseGuards(FormSubmitLimitGuard)
  @UseInterceptors(CountBodyRefusals)
  @StandDeviceRoute(STAND_SUBMIT)
  @ApiOperation({ summary: 'Submit the form found by event slug' })
  @ApiCreatedResponse({ type: SubmitLeadAnswer, description: 'A new lead' })
  @ApiOkResponse({ type: SubmitLeadAnswer, description: 'A known address (or a repeated submissionId)' })
  submitBySlug(
    @Param('slug') slug: string,
    @Body() dto: SubmitLeadDto,
    @CurrentStandDevice() device: AuthenticatedStandDevice | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SubmitLeadAnswer> {
    return this.submitTo({ slug }, dto, device, req, res);
  }

  private async submitTo(locator: FormLocator, dto: SubmitLeadDto, device: AuthenticatedStandDevice | undefined, req: Request, res: Response): Promise<SubmitLeadAnswer> {
    const { created, leadId, ...result } = await this.capture.submit(locator, dto, { ...visitorContext(req), standDevice: device });
    res.status(created ? 201 : 200);
    // the stand page rates the lead it just captured; a visitor's page gets no id to guess with
    return device ? { ...result, leadId } : result;
  }
}
