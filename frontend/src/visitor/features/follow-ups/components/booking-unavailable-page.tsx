import type { VisitorTexts } from '../../../i18n';
import type { VisitorPage } from '../../../page-model';
import { BrandPage } from '../../../components/brand-page';
import { StatusView } from '../../../components/status-view';

type Page = Extract<VisitorPage, { kind: 'booking-unavailable' }>;

/** A follow-up's booking button that leads nowhere (a cut-off link, a step without a booking page): a way on instead of a dead end. */
export function BookingUnavailablePage({ page, t }: { page: Page; t: VisitorTexts }) {
  return (
    <BrandPage colors={null} logoUrl={null} logoAlt={t.logoAlt} language={{ locale: page.locale, url: page.url, texts: t }}>
      <StatusView tone="error" title={t.bookingUnavailableTitle} focus>
        <p className="muted">{t.bookingUnavailableBody}</p>
        <a className="btn btn--lg btn--block vp-button" href="/">
          {t.toHome}
        </a>
      </StatusView>
    </BrandPage>
  );
}
