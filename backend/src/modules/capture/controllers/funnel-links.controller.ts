import { Controller, Get, Param, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { VISITOR_PAGES_ROUTE_PREFIX } from '../../../common/http/visitor-paths';
import { VisitorPageRenderer } from '../../../common/ssr/visitor-page-renderer';
import { EventsService } from '../../events';
import { FunnelService } from '../../insights';
import { LeadDownloadService } from '../services/lead-download.service';
import { formPath, VisitorPagesService } from '../services/visitor-pages.service';
import { isPersonVisit } from '../../../common/http/person-visit';
import { visitorContext } from './request-context';
import { pageContext, VisitorPageErrors } from '../../../common/ssr/visitor-page-http';
import { Public } from '../../../common/auth/access.decorators';

/**
 * The funnel's counted redirects (issue 19), outside /api like the visitor pages:
 *   /q/{code}   the QR code's and poster's short link: a scan, then the event's form
 *   /d/{token}  the welcome mail's download link: a download (once per lead), then the download
 * Only a person's GET counts (isPersonVisit); HEAD and link previews are led on without a count.
 */
@ApiExcludeController()
@UseFilters(VisitorPageErrors)
@Public()
@Controller(VISITOR_PAGES_ROUTE_PREFIX)
export class FunnelLinksController {
  constructor(
    private readonly events: EventsService,
    private readonly funnel: FunnelService,
    private readonly downloads: LeadDownloadService,
    private readonly renderer: VisitorPageRenderer,
    private readonly visitorPages: VisitorPagesService,
  ) {}

  @Get('q/:code')
  async scan(@Param('code') code: string, @Req() req: Request, @Res() res: Response) {
    const found = await this.events.findByShortCode(code);
    if (!found) {
      // the form's own "not available" page: whoever scanned it stands at the stand
      const ctx = pageContext(req);
      res.status(404).set('Cache-Control', 'no-store').type('html').send(this.renderer.render({ kind: 'unavailable', locale: ctx.locale, url: ctx.url }));
      return;
    }
    if (isPersonVisit(req)) await this.funnel.countVisit(found.event.id, 'scans');
    // no-store: each scan asks again, so each one counts
    res.set('Cache-Control', 'no-store').redirect(302, formPath({ companySlug: found.companySlug, eventSlug: found.event.slug }));
  }

  @Get('d/:token')
  async download(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    const target = await this.downloads.open(token, isPersonVisit(req), visitorContext(req));
    res.set('Cache-Control', 'no-store');
    if (target) return res.redirect(302, target.url);
    const { status, page } = await this.visitorPages.downloadUnavailablePage(token, pageContext(req));
    res.status(status).type('html').send(this.renderer.render(page));
  }
}
