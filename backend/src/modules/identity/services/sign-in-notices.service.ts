import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Request, Response } from 'express';
import { appConfig } from '../../../config';
import type { Locale } from '../../../common/i18n/locale';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { MailService } from '../../mailing';
import { ipHintOf, userAgentOf } from '../domain/sign-in';
import { newSignInMail } from '../domain/security-notices';
import { UserBrowsersRepository } from '../repositories/user-browsers.repository';

/** Names the browser (not the session: it outlives sign-outs), so a sign-in from a new one can be told. */
export const BROWSER_COOKIE = 'fairleads.browser';
/** Browsers cap a cookie's life at 400 days; each sign-in renews it. */
const BROWSER_COOKIE_DAYS = 400;
/** 128 random bits, base64url. */
const BROWSER_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * What a sign-in tells the user afterwards: a sign-in from a browser they had not signed in from
 * before (and not their very first browser) mails them a short notice with a way to end it.
 */
@Injectable()
export class SignInNotices {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly uow: UnitOfWork,
    private readonly browsers: UserBrowsersRepository,
    private readonly mail: MailService,
  ) {}

  /** Every sign-in route calls this right after beginSignedInSession. */
  async noteSignIn(req: Request, res: Response, user: { id: string; email: string; name: string; locale: Locale }): Promise<void> {
    const browserId = this.browserIdOf(req, res);
    const browserHash = createHash('sha256').update(browserId).digest('hex');
    await this.uow.run(async (tx) => {
      if ((await this.browsers.recordSignIn(tx.manager, user.id, browserHash)) !== 'new-browser') return;
      const content = newSignInMail({
        appUrl: this.app.appUrl,
        timeZone: this.app.businessTimeZone,
        name: user.name,
        at: new Date(),
        userAgent: userAgentOf(req),
        ipHint: ipHintOf(req.ip),
        locale: user.locale,
      });
      await this.mail.sendTemplateMail(tx, { userId: user.id, to: user.email, content });
    });
  }

  /** The browser's id from its cookie, or a new one; the cookie is (re)set for another 400 days. */
  private browserIdOf(req: Request, res: Response): string {
    const known = (req.cookies as Record<string, unknown> | undefined)?.[BROWSER_COOKIE];
    const browserId = typeof known === 'string' && BROWSER_ID.test(known) ? known : randomBytes(16).toString('base64url');
    res.cookie(BROWSER_COOKIE, browserId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.app.secureCookies,
      maxAge: BROWSER_COOKIE_DAYS * 24 * 3_600_000,
      path: '/',
    });
    return browserId;
  }
}
