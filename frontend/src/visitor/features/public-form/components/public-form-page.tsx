import type { VisitorTexts } from '../../../i18n';
import type { EventBrand, VisitorPage } from '../../../page-model';
import { BrandPage } from '../../../components/brand-page';
import { StatusView } from '../../../components/status-view';
import { safeUrl } from '../../../lib/brand';
import { LeadForm } from './lead-form';

type FormPages = Extract<VisitorPage, { kind: 'form' | 'form-success' | 'limit' | 'unavailable' }>;

function brandProps(brand: EventBrand, page: FormPages, t: VisitorTexts) {
  return {
    colors: brand,
    logoUrl: brand.logoUrl,
    logoAlt: brand.name || t.logoAlt,
    headerImageUrl: brand.headerImageUrl,
    language: { locale: page.locale, url: page.url, texts: t },
  };
}

/** The success view after a submit without double opt-in; the script opens the download after 1 s. */
export function SuccessView({ downloadUrl, t, focus, level }: { downloadUrl: string | null; t: VisitorTexts; focus?: boolean; level?: 1 | 2 | 3 }) {
  const download = safeUrl(downloadUrl);
  return (
    <StatusView tone="success" title={t.thanksTitle} focus={focus} level={level}>
      <p>{t.thanksBody}</p>
      {download && (
        <>
          <p className="muted vp-small">{t.downloadHint}</p>
          <a className="btn btn--lg btn--block vp-button" href={download} target="_blank" rel="noopener noreferrer" data-download="">
            {t.downloadButton}
          </a>
        </>
      )}
    </StatusView>
  );
}

/** The event's name and the organiser's intro over the form. */
export function FormIntro({ name, introText, level = 1 }: { name: string; introText: string | null; level?: 1 | 3 }) {
  const Heading = `h${level}` as const;
  return (
    <header className="vp-intro">
      <Heading className="vp-intro__title">{name}</Heading>
      {introText?.trim() && <p className="vp-intro__text">{introText.trim()}</p>}
    </header>
  );
}

/** The public form and its views: the form, its success page, the limit and the unavailable view. */
export function PublicFormPage({ page, t }: { page: FormPages; t: VisitorTexts }) {
  switch (page.kind) {
    case 'unavailable':
      return (
        <BrandPage language={{ locale: page.locale, url: page.url, texts: t }}>
          <StatusView tone="error" title={t.unavailableTitle}>
            <p className="muted">{t.unavailableBody}</p>
          </StatusView>
        </BrandPage>
      );
    case 'limit':
      // neutral on purpose: a visitor learns nothing about lead counts, plans or prices
      return (
        <BrandPage {...brandProps(page.brand, page, t)}>
          <StatusView tone="warning" title={t.limitTitle}>
            <p className="vp-event-name">{page.brand.name}</p>
            <p className="muted">{t.limitBody}</p>
          </StatusView>
        </BrandPage>
      );
    case 'form-success':
      return (
        <BrandPage {...brandProps(page.brand, page, t)}>
          <SuccessView downloadUrl={page.downloadUrl} t={t} focus />
        </BrandPage>
      );
    case 'form': {
      const { form } = page;
      return (
        <BrandPage {...brandProps(form.brand, page, t)}>
          <FormIntro name={form.brand.name} introText={form.introText} />
          <LeadForm
            form={form}
            action={page.url.split('?')[0]}
            locale={page.locale}
            values={page.values}
            errors={page.errors}
            problem={page.problem}
            t={t}
          />
        </BrandPage>
      );
    }
  }
}
