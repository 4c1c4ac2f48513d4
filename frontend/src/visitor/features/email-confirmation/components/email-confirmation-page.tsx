import { clock, fill, type VisitorTexts } from '../../../i18n';
import type { VisitorPage } from '../../../page-model';
import { BrandPage } from '../../../components/brand-page';
import { StatusView } from '../../../components/status-view';

type Page = Extract<VisitorPage, { kind: 'email-confirmation' }>;

/** Seconds until the server sends the mail again, on the server's clock at render time. */
function secondsUntilResend(page: Pick<Page, 'resendAvailableAt' | 'renderedAt'>, now = page.renderedAt): number {
  return page.resendAvailableAt === null ? 0 : Math.max(0, Math.ceil((page.resendAvailableAt - now) / 1000));
}

/**
 * 'Bitte bestätige deine E-Mail-Adresse': the address the mail went to, and a resend
 * button that posts the signed receipt. While the server would hold the mail back, the button
 * counts down ('Erneut senden in 0:45') instead of sending for nothing.
 */
export function EmailConfirmationPage({ page, t }: { page: Page; t: VisitorTexts }) {
  return (
    <BrandPage
      colors={page.brand}
      logoUrl={page.brand?.logoUrl}
      logoAlt={page.brand?.name || t.logoAlt}
      language={{ locale: page.locale, url: page.url, texts: t }}
    >
      <EmailConfirmationContent page={page} t={t} />
    </BrandPage>
  );
}

/** What the page's card holds: the notice and the resend (also drawn by the organiser's preview). */
export function EmailConfirmationContent({ page, t, level }: { page: Page; t: VisitorTexts; level?: 1 | 2 | 3 }) {
  const eventName = page.brand?.name?.trim() || t.defaultEventName;
  const wait = secondsUntilResend(page);
  const notice =
    page.notice === 'sent'
      ? { tone: 'success', text: t.resent }
      : page.notice === 'held'
        ? { tone: 'info', text: t.resentRecently }
        : page.notice === 'failed'
          ? { tone: 'error', text: `${t.sendFailedTitle}: ${t.sendFailedBody}` }
          : null;

  return (
    <>
      <StatusView tone="info" title={t.emailConfirmationTitle} level={level}>
        <p className="vp-event-name">{eventName}</p>
        {page.email ? (
          <>
            <p>{t.sentTo}</p>
            <p className="panel-email">{page.email}</p>
          </>
        ) : (
          <p>{t.sentNoAddress}</p>
        )}
        <p>{fill(t.instruction, { event: eventName })}</p>
        <p className="muted vp-small">{t.spamHint}</p>
      </StatusView>

      <div className="vp-actions">
        <div data-feedback="" aria-live="polite">
          {notice && <p className={`banner banner--${notice.tone} vp-feedback`}>{notice.text}</p>}
        </div>
        {page.receipt ? (
          <form method="post" action={page.url.split('?')[0]} data-resend-form="">
            <input type="hidden" name="r" value={page.receipt} />
            <input type="hidden" name="lang" value={page.locale} />
            <button type="submit" className="btn btn--lg btn--block vp-button" data-resend="" disabled={wait > 0}>
              {wait > 0 ? fill(t.resendIn, { time: clock(wait) }) : t.resend}
            </button>
            {wait > 0 && (
              <p className="muted vp-small vp-actions__hint" data-wait-hint="">
                {fill(t.resendWaitHint, { time: clock(wait) })}
              </p>
            )}
          </form>
        ) : (
          <p className="muted vp-small">{t.resendUnavailable}</p>
        )}
        {page.formPath && (
          <a className="vp-link vp-small vp-actions__back" href={page.formPath}>
            {t.backToForm}
          </a>
        )}
      </div>
    </>
  );
}
