import type { ReactNode } from 'react';
import type { Locale, VisitorTexts } from '../i18n';
import { brandStyle, safeImageUrl, type BrandColors } from '../lib/brand';

interface BrandPageProps {
  /** Event colours; null/undefined -> the defaults (teal background, orange buttons). */
  colors?: BrandColors | null;
  logoUrl?: string | null;
  /** Alt text of the logo. */
  logoAlt?: string;
  headerImageUrl?: string | null;
  /** The language switch (absent on pages without one). */
  language?: { locale: Locale; url: string; texts: VisitorTexts };
  children: ReactNode;
}

/** An image the page script removes when it fails to load (a header image that fails is hidden). */
function OptionalImage({ src, alt, className }: { src: string | null; alt: string; className: string }) {
  if (!src) return null;
  return <img className={className} src={src} alt={alt} decoding="async" data-optional-image="" />;
}

/** The same page in the other language: a plain link, so it works without a script or cookie. */
function languageHref(url: string, target: Locale): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', target);
  return `${path}?${params.toString()}`;
}

function LanguageSwitch({ locale, url, texts }: NonNullable<BrandPageProps['language']>) {
  const target: Locale = locale === 'de' ? 'en' : 'de';
  return (
    <a className="vp-lang" href={languageHref(url, target)} hrefLang={target} lang={target} aria-label={texts.languageSwitchLabel}>
      {texts.languageSwitch}
    </a>
  );
}

/**
 * The white card of every visitor page: the header image, then the logo over the page's content.
 * The organiser's live preview draws its images into the same places (with a note when one
 * cannot show).
 */
export function BrandCard({ headerImage, logo, children }: { headerImage?: ReactNode; logo?: ReactNode; children: ReactNode }) {
  return (
    <article className="vp-card">
      {headerImage}
      <div className="vp-card__body">
        {logo}
        {children}
      </div>
    </article>
  );
}

/** Full-height page in the event's background colour with one centred white card. */
export function BrandPage({ colors, logoUrl, logoAlt = '', headerImageUrl, language, children }: BrandPageProps) {
  return (
    <main id="main" className="vp" style={brandStyle(colors)}>
      <div className="vp__inner">
        {language && <LanguageSwitch {...language} />}
        <BrandCard
          headerImage={<OptionalImage className="vp-card__header" src={safeImageUrl(headerImageUrl)} alt="" />}
          logo={<OptionalImage className="vp-card__logo" src={safeImageUrl(logoUrl)} alt={logoAlt} />}
        >
          {children}
        </BrandCard>
      </div>
    </main>
  );
}
