import { Controller, Get, Next, Param, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { NextFunction, Request, Response } from 'express';
import { codeOfStatus } from '../../../common/errors/error-codes';
import { VISITOR_PAGES_ROUTE_PREFIX } from '../../../common/http/visitor-paths';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { AcceptsBody } from '../../../common/validation/body-type.guard';
import { VisitorPageRenderer } from '../../../common/ssr/visitor-page-renderer';
import { pageContext, VisitorPageErrors, wantsJson } from '../../../common/ssr/visitor-page-http';
import type { FormLocator } from '../services/lead-capture.service';
import { VISITOR_MESSAGES } from '../domain/visitor-messages';
import { VisitorPagesService, type PageResult } from '../services/visitor-pages.service';
import { FormSubmitLimitGuard } from './form-submit-limit.guard';
import { isPersonVisit } from '../../../common/http/person-visit';
import { visitorContext } from './request-context';
import { Public } from '../../../common/auth/access.decorators';

/** First path segments that are never a company: the API, the assets and the SPA's own routes. */
const NOT_A_COMPANY = new Set(['api', 'assets', 'blog', 'verify-email']);

function send(res: Response, renderer: VisitorPageRenderer, { status, page }: PageResult): void {
  // no-store: a form carries a time-stamped token, the confirmation page the visitor's address
  res.status(status).set({ 'Cache-Control': 'no-store', Vary: 'Accept, Accept-Language' }).type('html').send(renderer.render(page));
}

/**
 * The visitor's pages, rendered by the API with React (outside the /api prefix): the form, the
 * e-mail confirmation page, the double opt-in and the erase link's page. Each works without a script: forms post here
 * (urlencoded; CSRF: the Origin check and the form token), success answers 303, errors the page
 * again. The page script posts the same forms (urlencoded) and asks for a JSON answer.
 */
@ApiExcludeController()
@UseFilters(VisitorPageErrors)
// a browser's form post, with or without the page script (which posts the same form urlencoded)
@AcceptsBody('application/x-www-form-urlencoded')
@Public()
@Controller(VISITOR_PAGES_ROUTE_PREFIX)
export class VisitorPagesController {
  constructor(
    private readonly pages: VisitorPagesService,
    private readonly renderer: VisitorPageRenderer,
  ) {}

  // a person's GET of the form counts as a view of the funnel (isPersonVisit: not HEAD, not a link preview)
  @Get('form/:slug')
  async formBySlug(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response) {
    send(res, this.renderer, await this.pages.formPage({ slug }, pageContext(req), req.query.r, isPersonVisit(req)));
  }

  @Get('form/:companySlug/:eventSlug')
  async form(@Param('companySlug') companySlug: string, @Param('eventSlug') eventSlug: string, @Req() req: Request, @Res() res: Response) {
    send(res, this.renderer, await this.pages.formPage({ companySlug, eventSlug }, pageContext(req), req.query.r, isPersonVisit(req)));
  }

  @Post('form/:slug')
  @UseGuards(FormSubmitLimitGuard)
  submitBySlug(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response) {
    return this.submit({ slug }, req, res);
  }

  @Post('form/:companySlug/:eventSlug')
  @UseGuards(FormSubmitLimitGuard)
  submitForm(@Param('companySlug') companySlug: string, @Param('eventSlug') eventSlug: string, @Req() req: Request, @Res() res: Response) {
    return this.submit({ companySlug, eventSlug }, req, res);
  }

  @Get('email-confirmation')
  emailConfirmation(@Req() req: Request, @Res() res: Response) {
    return this.emailConfirmationPage(null, req, res);
  }

  @Get(':companySlug/email-confirmation')
  emailConfirmationOfCompany(@Param('companySlug') companySlug: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    if (NOT_A_COMPANY.has(companySlug)) return next();
    return this.emailConfirmationPage(companySlug, req, res);
  }

  @Post('email-confirmation')
  @Throttle({ default: RATE_LIMITS.formSubmit })
  resend(@Req() req: Request, @Res() res: Response) {
    return this.resendMail(req, res);
  }

  @Post(':companySlug/email-confirmation')
  @Throttle({ default: RATE_LIMITS.formSubmit })
  resendOfCompany(@Param('companySlug') companySlug: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    if (NOT_A_COMPANY.has(companySlug)) return next();
    return this.resendMail(req, res);
  }

  @Get('confirm/:token')
  async confirmPage(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    send(res, this.renderer, await this.pages.confirmPage(token, pageContext(req)));
  }

  @Get(':companySlug/confirm/:token')
  async confirmPageOfCompany(@Param('companySlug') companySlug: string, @Param('token') token: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    if (NOT_A_COMPANY.has(companySlug)) return next();
    send(res, this.renderer, await this.pages.confirmPage(token, pageContext(req)));
  }

  @Post('confirm/:token')
  @Throttle({ default: RATE_LIMITS.confirm })
  confirm(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    return this.confirmLead(token, req, res);
  }

  @Post(':companySlug/confirm/:token')
  @Throttle({ default: RATE_LIMITS.confirm })
  confirmOfCompany(@Param('companySlug') companySlug: string, @Param('token') token: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    if (NOT_A_COMPANY.has(companySlug)) return next();
    return this.confirmLead(token, req, res);
  }

  @Get('erase/:token')
  async erasePage(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    send(res, this.renderer, await this.pages.erasePage(token, pageContext(req)));
  }

  /** The button's post: back to the page (303), which now says the data are erased; the page script gets the view as JSON. */
  @Post('erase/:token')
  @Throttle({ default: RATE_LIMITS.erase })
  async erase(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    const ctx = pageContext(req);
    const result = await this.pages.erase(token, ctx, visitorContext(req));
    const state = result.page.kind === 'erase' ? result.page.state : 'invalid';
    if (wantsJson(req)) return res.status(result.status).json({ state, html: this.renderer.renderMain(result.page) });
    if (state === 'erased') return res.redirect(303, withLang(req.originalUrl.split('?')[0], ctx.carryLang));
    return send(res, this.renderer, result);
  }

  private async submit(locator: FormLocator, req: Request, res: Response) {
    const ctx = pageContext(req);
    const outcome = await this.pages.submit(locator, (req.body ?? {}) as Record<string, unknown>, ctx, visitorContext(req));
    if (outcome.kind === 'done') {
      if (!wantsJson(req)) return res.redirect(303, outcome.location);
      // without double opt-in the script shows the success page in place and opens the download
      if (outcome.successPage) {
        return res.status(201).json({ html: this.renderer.renderMain(outcome.successPage.page), url: outcome.location, downloadUrl: outcome.downloadUrl });
      }
      return res.status(201).json({ location: outcome.location });
    }
    const { result } = outcome;
    if (!wantsJson(req)) return send(res, this.renderer, result);
    // a refusal carries the error answer's statusCode and code, beside what the page script reads
    const refusal = { statusCode: result.status, code: outcome.code ?? codeOfStatus(result.status) };
    if (result.page.kind !== 'form') return res.status(result.status).json({ ...refusal, reload: true });
    return res.status(result.status).json({ ...refusal, errors: outcome.errors ?? {}, message: outcome.message ?? Object.values(outcome.errors ?? {})[0] });
  }

  private async emailConfirmationPage(companySlug: string | null, req: Request, res: Response) {
    const notice = req.query.resent;
    const shown = notice === 'sent' || notice === 'held' || notice === 'failed' ? notice : null;
    send(res, this.renderer, await this.pages.emailConfirmationPage(req.query, companySlug, pageContext(req), shown));
  }

  private async resendMail(req: Request, res: Response) {
    const ctx = pageContext(req);
    const answer = await this.pages.resend((req.body as { r?: unknown } | undefined)?.r, visitorContext(req));
    if (wantsJson(req)) {
      if (!answer) return res.status(400).json({ statusCode: 400, code: 'LEADS_FORM_REJECTED', message: VISITOR_MESSAGES[ctx.locale].formRejected });
      return res.json({ ...answer, now: Date.now() });
    }
    const back = new URL(req.originalUrl, 'http://page');
    back.searchParams.set('resent', !answer ? 'failed' : answer.mailSent ? 'sent' : 'held');
    if (ctx.carryLang) back.searchParams.set('lang', ctx.carryLang);
    return res.redirect(303, `${back.pathname}${back.search}`);
  }

  private async confirmLead(token: string, req: Request, res: Response) {
    const ctx = pageContext(req);
    const result = await this.pages.confirm(token, ctx, visitorContext(req));
    if (!wantsJson(req)) {
      // back to the page, which now shows the confirmation (a reload posts nothing again)
      if (result.status === 200) return res.redirect(303, withLang(req.originalUrl.split('?')[0], ctx.carryLang));
      return send(res, this.renderer, result);
    }
    const state = result.page.kind === 'confirm' ? result.page.state : 'invalid';
    return res.status(result.status).json({ state, html: this.renderer.renderMain(result.page) });
  }
}

function withLang(path: string, lang: string | null): string {
  return lang ? `${path}?lang=${lang}` : path;
}
