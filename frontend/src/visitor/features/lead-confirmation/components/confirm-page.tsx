import type { VisitorTexts } from '../../../i18n';
import type { VisitorPage } from '../../../page-model';
import { BrandPage } from '../../../components/brand-page';
import { StatusView } from '../../../components/status-view';
import { safeUrl } from '../../../lib/brand';

type Page = Extract<VisitorPage, { kind: 'confirm' }>;

/**
 * The double opt-in page. A GET never confirms (mail scanners open links): without a script
 * the visitor taps 'Jetzt bestätigen', which posts; the page script confirms on load.
 */
export function ConfirmPage({ page, t }: { page: Page; t: VisitorTexts }) {
  const brand = page.brand;
  const frame = (children: React.ReactNode) => (
    <BrandPage colors={brand} logoUrl={brand?.logoUrl} logoAlt={brand?.name || t.logoAlt} language={{ locale: page.locale, url: page.url, texts: t }}>
      {children}
    </BrandPage>
  );

  if (page.state === 'invalid') {
    // what happened, what the visitor can do, and a way on: the event's form, else the site's home
    const erased = page.reason === 'erased';
    const onward = page.formUrl ?? '/';
    return frame(
      <StatusView tone={erased ? 'erase' : 'error'} title={erased ? t.erasedTitle : t.unknownLinkTitle} focus>
        {brand?.name?.trim() && <p className="vp-event-name">{brand.name.trim()}</p>}
        <p className="muted">{erased ? t.erasedLink : t.unknownLink}</p>
        <p className="muted vp-small">{erased ? t.erasedLinkHint : t.unknownLinkHint}</p>
        <a className="btn btn--lg btn--block vp-button" href={onward}>
          {page.formUrl ? t.toForm : t.toHome}
        </a>
      </StatusView>,
    );
  }

  if (page.state === 'failed') {
    return frame(
      <StatusView tone="error" title={t.confirmFailedTitle} focus>
        <p className="muted">{t.connectionError}</p>
        <form method="post" action={page.url.split('?')[0]}>
          <button type="submit" className="btn btn--lg btn--block vp-button">
            {t.retry}
          </button>
        </form>
        <a className="vp-link" href="/">
          {t.toHome}
        </a>
      </StatusView>,
    );
  }

  if (page.state === 'ask') {
    return frame(
      <StatusView tone="info" title={t.confirmTitle}>
        {brand?.name?.trim() && <p className="vp-event-name">{brand.name.trim()}</p>}
        <p className="muted">{t.confirmAsk}</p>
        <form method="post" action={page.url.split('?')[0]} data-confirm-form="">
          <input type="hidden" name="lang" value={page.locale} />
          <button type="submit" className="btn btn--lg btn--block vp-button" data-confirm="">
            {t.confirmButton}
          </button>
        </form>
      </StatusView>,
    );
  }

  const download = safeUrl(page.downloadUrl);
  return frame(
    <StatusView tone="success" title={t.confirmedTitle} focus>
      {brand?.name?.trim() && <p className="vp-event-name">{brand.name.trim()}</p>}
      <p className="muted">{page.message?.trim() || t.confirmedBody}</p>
      {download && (
        <a className="btn btn--lg btn--block vp-button" href={download} target="_blank" rel="noopener noreferrer">
          {page.ctaText?.trim() || t.defaultCta}
        </a>
      )}
    </StatusView>,
  );
}
