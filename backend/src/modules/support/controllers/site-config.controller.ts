import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { siteConfig } from '../../../config';
import { publicSiteSettings } from '../../../config/site.config';

/** Runtime settings the SPA needs on public pages: demo booking link, analytics, legal notice. */
@ApiTags('public')
@Controller('public')
export class SiteConfigController {
  constructor(@Inject(siteConfig.KEY) private readonly site: ConfigType<typeof siteConfig>) {}

  @Get('config')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Public site settings: demoBookingUrl, analyticsMeasurementId (or null), operator of the legal notice' })
  config() {
    return publicSiteSettings(this.site);
  }
}
