import type { VisitorTexts } from '../../../i18n';
import type { VisitorPage } from '../../../page-model';
import { BrandPage } from '../../../components/brand-page';
import { StatusView } from '../../../components/status-view';
import { safeUrl } from '../../../lib/brand';

type Page = Extract<VisitorPage, { kind: 'confirm' }>;

/**
 * The double opt-in page. A GET never confirms (mail scanners open links): without a script
 * the visitor taps 'Jetzt bestätigen', which posts; the page script confirms on load (spec).
 */
export function ConfirmPage({ page, t }: { page: Page; t: VisitorTexts }) {
  const brand = page.brand;
  const frame = (children: React.ReactNode) => (
    <BrandPage colors={brand} logoUrl={brand?.logoUrl} logoAlt={brand?.name || t.logoAlt} language={{ locale: page.locale, url: page.url, texts: t }}>
      {children}
    </BrandPage>
  );

  if (page.state === 'invalid' || page.state === 'failed') {
    return frame(
      <StatusView tone="error" title={t.confirmFailedTitle} focus>
        <p className="muted">{page.state === 'invalid' ? t.invalidLink : t.connectionError}</p>
        {page.state === 'invalid' ? (
          <p className="muted vp-small">{t.invalidLinkHint}</p>
        ) : (
          <form method="post" action={page.url.split('?')[0]}>
            <button type="submit" className="btn btn--lg btn--block vp-button">
              {t.retry}
            </button>
          </form>
        )}
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
