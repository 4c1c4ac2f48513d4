import { Inject, Logger, Module, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { appConfig, siteConfig } from '../../config';
import { SiteConfigController } from './controllers/site-config.controller';
import { SupportTicketController } from './controllers/support-ticket.controller';
import { SupportTicket } from './entities/support-ticket.entity';
import { SupportTicketsRepository } from './repositories/support-tickets.repository';
import { SupportTicketService } from './services/support-ticket.service';

/**
 * Support tickets and organiser enquiries, and the site's public settings (demo booking link,
 * analytics id, the operator of the legal notice). Stands alone: uses only mailing and common.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SupportTicket])],
  controllers: [SupportTicketController, SiteConfigController],
  providers: [SupportTicketsRepository, SupportTicketService],
})
export class SupportModule implements OnModuleInit {
  private readonly logger = new Logger(SupportModule.name);

  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(siteConfig.KEY) private readonly site: ConfigType<typeof siteConfig>,
  ) {}

  onModuleInit(): void {
    if (this.app.isProduction && this.site.placeholderSettings.length) {
      this.logger.warn(
        { settings: this.site.placeholderSettings },
        'the legal notice (Impressum) still shows placeholder operator data; set these settings',
      );
    }
  }
}
