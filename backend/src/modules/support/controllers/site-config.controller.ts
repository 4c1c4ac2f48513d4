import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { retentionConfig, siteConfig } from '../../../config';
import { publicSiteSettings } from '../../../config/site.config';
import { PublicConfigAnswer } from '../dto/public-config.answer';
import { Public } from '../../../common/auth/access.decorators';

/** Runtime settings the SPA needs on public pages: demo booking link, analytics, legal notice, retention. */
@ApiTags('public')
@Public()
@Controller('public')
export class SiteConfigController {
  constructor(
    @Inject(siteConfig.KEY) private readonly site: ConfigType<typeof siteConfig>,
    @Inject(retentionConfig.KEY) private readonly retention: ConfigType<typeof retentionConfig>,
  ) {}

  @Get('config')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'Public site settings: demoBookingUrl, analyticsMeasurementId (or null), operator of the legal notice, retention days (backup and deletion after the end)',
  })
  @ApiOkResponse({ type: PublicConfigAnswer })
  config(): PublicConfigAnswer {
    return publicSiteSettings(this.site, this.retention);
  }
}
