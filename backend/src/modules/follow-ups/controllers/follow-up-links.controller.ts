import { Controller, Get, Param, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { VisitorPage } from '@fairleads/shared/visitor-page';
import type { Request, Response } from 'express';
import { Public } from '../../../common/auth/access.decorators';
import { isPersonVisit } from '../../../common/http/person-visit';
import { VISITOR_PAGES_ROUTE_PREFIX } from '../../../common/http/visitor-paths';
import { DEFAULT_LOCALE, isLocale } from '../../../common/i18n/locale';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { VisitorPageRenderer } from '../../../common/ssr/visitor-page-renderer';
import { chosenLocale, pageContext, VisitorPageErrors, wantsJson } from '../../../common/ssr/visitor-page-http';
import { AcceptsBody } from '../../../common/validation/body-type.guard';
import { FollowUpLinksService, type UnsubscribeView } from '../services/follow-up-links.service';

/** A follow-up's position in the booking link: 1, 2, 3 (anything else is no step). */
const STEP = /^[1-9][0-9]?$/;

/**
 * The follow-up mails' links, visitor pages outside /api like the erase link:
 *   GET  /unsubscribe/{token}   the page with one button; changes nothing (mail scanners open links)
 *   POST /unsubscribe/{token}   no more follow-ups: the page's button, or the mail provider's
 *                               one-click post (RFC 8058, `List-Unsubscribe=One-Click`, exempt
 *                               from CSRF: the token is the proof); 200 also the second time
 *   GET  /b/{token}/{step}      the booking button: 302 to the step's booking page, a person's
 *                               visit counted once per lead and step (not HEAD, not a link preview)
 * The page speaks the lead's language unless the visitor chose one (`?lang=`, the form's `lang`).
 */
@ApiExcludeController()
@UseFilters(VisitorPageErrors)
// the page's form and the one-click post are both urlencoded
@AcceptsBody('application/x-www-form-urlencoded')
@Public()
@Controller(VISITOR_PAGES_ROUTE_PREFIX)
export class FollowUpLinksController {
  constructor(
    private readonly links: FollowUpLinksService,
    private readonly renderer: VisitorPageRenderer,
  ) {}

  @Get('unsubscribe/:token')
  async unsubscribePage(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    const view = await this.links.unsubscribePage(token);
    this.send(res, view.state === 'invalid' ? 404 : 200, this.unsubscribeView(req, view));
  }

  /** 200 with the page, not 303: a provider's one-click post follows no redirect, and a second post changes nothing. */
  @Post('unsubscribe/:token')
  @Throttle({ default: RATE_LIMITS.unsubscribe })
  async unsubscribe(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    const view = await this.links.unsubscribe(token);
    const status = view.state === 'invalid' ? 404 : 200;
    const page = this.unsubscribeView(req, view);
    if (wantsJson(req)) return res.status(status).set('Cache-Control', 'no-store').json({ state: view.state, html: this.renderer.renderMain(page) });
    this.send(res, status, page);
  }

  @Get('b/:token/:step')
  async booking(@Param('token') token: string, @Param('step') step: string, @Req() req: Request, @Res() res: Response) {
    const target = STEP.test(step) ? await this.links.bookingTarget(token, Number(step), isPersonVisit(req)) : null;
    // no-store: each click asks again (the first one of a lead counts)
    res.set('Cache-Control', 'no-store');
    if (target) return res.redirect(302, target);
    const ctx = pageContext(req);
    this.send(res, 404, { kind: 'booking-unavailable', locale: ctx.locale, url: ctx.url });
  }

  private unsubscribeView(req: Request, view: UnsubscribeView): VisitorPage {
    const chosen = chosenLocale(req);
    const locale = isLocale(chosen) ? chosen : (view.locale ?? DEFAULT_LOCALE);
    return { kind: 'unsubscribe', locale, url: pageContext(req).url, state: view.state, brand: view.brand };
  }

  private send(res: Response, status: number, page: VisitorPage): void {
    res.status(status).set({ 'Cache-Control': 'no-store', Vary: 'Accept, Accept-Language' }).type('html').send(this.renderer.render(page));
  }
}
