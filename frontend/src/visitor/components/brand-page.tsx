import { useState, type ReactNode } from 'react';
import { brandStyle, safeImageUrl, type BrandColors } from '../lib/brand';

export interface BrandPageProps {
  /** Event colours; null/undefined -> spec defaults (teal background, orange buttons). */
  colors?: BrandColors | null;
  logoUrl?: string | null;
  /** Alt text of the logo (usually the event name). */
  logoAlt?: string;
  headerImageUrl?: string | null;
  /** Overlays such as confetti, rendered outside the card. */
  overlay?: ReactNode;
  children: ReactNode;
}

/** Image that removes itself when it fails to load (spec: header image hidden on load error). */
function OptionalImage({ src, alt, className }: { src: string | null; alt: string; className: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return <img className={className} src={src} alt={alt} decoding="async" onError={() => setFailedSrc(src)} />;
}

/** Full-height page in the event's background colour with one centred white card. */
export function BrandPage({ colors, logoUrl, logoAlt = '', headerImageUrl, overlay, children }: BrandPageProps) {
  return (
    <main id="main" className="vp" style={brandStyle(colors)}>
      {overlay}
      <div className="vp__inner">
        <article className="vp-card">
          <OptionalImage className="vp-card__header" src={safeImageUrl(headerImageUrl)} alt="" />
          <div className="vp-card__body">
            <OptionalImage className="vp-card__logo" src={safeImageUrl(logoUrl)} alt={logoAlt} />
            {children}
          </div>
        </article>
      </div>
    </main>
  );
}

/** Neutral full-page spinner while the event config loads (colours not known yet). */
export function LoadingPage({ label }: { label: string }) {
  return (
    <main id="main" className="vp vp--loading" aria-busy="true">
      <div className="vp-loading" role="status">
        <span className="spinner spinner--lg" aria-hidden="true" />
        <span className="vp-loading__label">{label}</span>
      </div>
    </main>
  );
}
