import type { VisitorTexts } from '../../../i18n';
import { fill } from '../../../i18n';
import type { VisitorPage } from '../../../page-model';
import { BrandPage } from '../../../components/brand-page';
import { NoBreakCompounds, StatusView } from '../../../components/status-view';

type Page = Extract<VisitorPage, { kind: 'unsubscribe' }>;

/**
 * 'Keine weiteren E-Mails' from a follow-up mail (RFC 8058). A GET never unsubscribes (mail
 * scanners open links): the page has one button that posts; without a script the server
 * answers with this page saying it is done. The page script posts in place.
 */
export function UnsubscribePage({ page, t }: { page: Page; t: VisitorTexts }) {
  const brand = page.brand;
  const eventName = brand?.name?.trim() || t.defaultEventName;
  const frame = (children: React.ReactNode) => (
    <BrandPage colors={brand} logoUrl={brand?.logoUrl} logoAlt={brand?.name?.trim() || t.logoAlt} language={{ locale: page.locale, url: page.url, texts: t }}>
      {children}
    </BrandPage>
  );

  if (page.state === 'invalid') {
    return frame(
      <StatusView tone="error" title={t.unsubscribeInvalidTitle} focus>
        <p className="muted">{t.unsubscribeInvalidBody}</p>
      </StatusView>,
    );
  }

  if (page.state === 'unsubscribed') {
    return frame(
      <StatusView tone="success" title={t.unsubscribedTitle} focus>
        <p>{fill(t.unsubscribedBody, { event: eventName })}</p>
        <p className="muted vp-small">
          <NoBreakCompounds text={t.unsubscribeKept} />
        </p>
      </StatusView>,
    );
  }

  return frame(
    <>
      <StatusView tone="info" title={t.unsubscribeTitle}>
        <p>{fill(t.unsubscribeAsk, { event: eventName })}</p>
      </StatusView>
      <div className="vp-actions">
        <div data-feedback="" aria-live="polite" />
        <form method="post" action={page.url.split('?')[0]} data-unsubscribe-form="">
          <input type="hidden" name="lang" value={page.locale} />
          <button type="submit" className="btn btn--lg btn--block vp-button">
            {t.unsubscribeButton}
          </button>
        </form>
      </div>
    </>,
  );
}
