import type { VisitorTexts } from '../../../i18n';
import type { VisitorPage } from '../../../page-model';
import { BrandPage } from '../../../components/brand-page';
import { StatusView } from '../../../components/status-view';

type Page = Extract<VisitorPage, { kind: 'download-unavailable' }>;

/**
 * The welcome mail's download link when it leads nowhere (issue 19): in the event's colours when
 * the event is known, with a way on (its form, else the site's home) instead of a dead end. After
 * the visitor erased their data it says so, and that signing up again brings the download.
 */
export function DownloadUnavailablePage({ page, t }: { page: Page; t: VisitorTexts }) {
  const brand = page.brand;
  const eventName = brand?.name?.trim() || null;
  const erased = page.reason === 'erased';
  return (
    <BrandPage colors={brand} logoUrl={brand?.logoUrl} logoAlt={eventName || t.logoAlt} language={{ locale: page.locale, url: page.url, texts: t }}>
      {/* erased: the bin, as on the erase page (what the visitor asked for, no fault) */}
      <StatusView tone={erased ? 'erase' : 'error'} title={t.downloadUnavailableTitle} focus>
        {eventName && <p className="vp-event-name">{eventName}</p>}
        <p className="muted">{erased ? t.downloadErasedBody : t.downloadUnavailableBody}</p>
        <p className="muted vp-small">{erased ? t.erasedLinkHint : t.downloadUnavailableHint}</p>
        <a className="btn btn--lg btn--block vp-button" href={page.formUrl ?? '/'}>
          {page.formUrl ? t.toForm : t.toHome}
        </a>
      </StatusView>
    </BrandPage>
  );
}
