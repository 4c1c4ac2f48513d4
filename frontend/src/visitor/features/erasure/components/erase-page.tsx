import type { VisitorTexts } from '../../../i18n';
import { fill } from '../../../i18n';
import type { VisitorPage } from '../../../page-model';
import { BrandPage } from '../../../components/brand-page';
import { NoBreakCompounds, StatusView } from '../../../components/status-view';

type Page = Extract<VisitorPage, { kind: 'erase' }>;

/**
 * 'Meine Daten löschen' from a visitor mail (issue 19). A GET never erases (mail scanners open
 * links): the page says what goes and the button posts; without a script the post answers 303
 * back here, which then says the data are gone. The page script posts in place.
 */
export function ErasePage({ page, t }: { page: Page; t: VisitorTexts }) {
  const brand = page.brand;
  const eventName = brand?.name?.trim() || null;
  const frame = (children: React.ReactNode) => (
    <BrandPage colors={brand} logoUrl={brand?.logoUrl} logoAlt={eventName || t.logoAlt} language={{ locale: page.locale, url: page.url, texts: t }}>
      {children}
    </BrandPage>
  );

  if (page.state === 'invalid') {
    return frame(
      <StatusView tone="error" title={t.eraseInvalidTitle} focus>
        <p className="muted">{t.eraseInvalidBody}</p>
      </StatusView>,
    );
  }

  if (page.state === 'erased') {
    return frame(
      <StatusView tone="success" title={t.erasedDoneTitle} focus>
        {eventName && <p className="vp-event-name">{eventName}</p>}
        <p className="muted">
          <NoBreakCompounds text={t.erasedDoneBody} />
        </p>
      </StatusView>,
    );
  }

  return frame(
    <>
      <StatusView tone="erase" title={t.eraseTitle}>
        {page.email && <p className="panel-email">{page.email}</p>}
        <p>{eventName ? fill(t.eraseIntro, { event: eventName }) : t.eraseIntroNoEvent}</p>
      </StatusView>
      <ul className="vp-erase-list">
        <li>{t.eraseItemEmail}</li>
        <li>
          {t.eraseItemName}
          {page.name ? ` (${page.name})` : ''}
        </li>
        <li>{t.eraseItemAnswers}</li>
        <li>{t.eraseItemNotes}</li>
      </ul>
      <p className="muted vp-small">
        <NoBreakCompounds text={t.eraseKept} />
      </p>
      <div className="vp-actions">
        <div data-feedback="" aria-live="polite" />
        <form method="post" action={page.url.split('?')[0]} data-erase-form="">
          <input type="hidden" name="lang" value={page.locale} />
          <button type="submit" className="btn btn--lg btn--block vp-button vp-button--danger">
            {t.eraseButton}
          </button>
          <p className="muted vp-small vp-actions__hint">{t.eraseIrreversible}</p>
        </form>
      </div>
    </>,
  );
}
