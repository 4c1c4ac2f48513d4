import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { eventSettingsTexts } from '../texts';
import type { EventSettings } from '../types';
import { accessibleFill, readableTextOn } from '@/visitor/lib/brand';

const t = eventSettingsTexts.preview;
const HEX = /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/;
const color = (value: string, fallback: string) => (HEX.test(value.trim()) ? value.trim() : fallback);

type PreviewView = 'form' | 'success';

/** The uploaded images, and what the server's readiness check found about the saved image URLs. */
export interface PreviewImages {
  uploadedLogoUrl: string | null;
  uploadedHeaderImageUrl: string | null;
  /** The readiness reason for a logo URL that does not load, with the URL it was checked for. */
  logoProblem?: { url: string; reason: string } | null;
  headerProblem?: { url: string; reason: string } | null;
}

interface PhonePreviewProps {
  values: EventSettings;
  /** Public form URL; the open button is disabled when null. */
  formUrl: string | null;
  images?: PreviewImages;
}

const ti = eventSettingsTexts.previewImages;

/**
 * An image of the preview, or why it cannot show: the visitor pages allow no http:// images, and
 * a dead link says so (with the server's reason when it checked this URL) instead of a broken image.
 */
function PreviewImage({
  url,
  uploaded,
  label,
  problem,
  className,
  alt,
}: {
  url: string;
  uploaded: string | null;
  label: string;
  problem?: { url: string; reason: string } | null;
  className: string;
  alt: string;
}) {
  const src = uploaded ?? url.trim();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return null;
  if (!uploaded && /^http:\/\//i.test(src)) {
    return <p className="es-phone__img-note">{ti.onlyHttps(label)}</p>;
  }
  if (failed === src) {
    return <p className="es-phone__img-note">{problem && problem.url === src ? problem.reason : ti.unreachable(label)}</p>;
  }
  return <img className={className} src={src} alt={alt} onError={() => setFailed(src)} />;
}

function Required() {
  return (
    <span className="es-phone__req" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

function PreviewCustomField({ label, required, options }: { label: string; required: boolean; options: string[] }) {
  if (!label.trim()) return null;
  const choices = options.filter((o) => o.trim());
  return (
    <div className="es-phone__field">
      <span className="es-phone__label">
        {label}
        {required && <Required />}
      </span>
      {choices.length > 0 ? (
        <span className="es-phone__input es-phone__select">
          {t.select}
          <span aria-hidden="true">▾</span>
        </span>
      ) : (
        <span className="es-phone__input" />
      )}
      {choices.length > 0 && (
        <ul className="visually-hidden">
          {choices.map((c, i) => (
            <li key={i}>{c}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Presentational phone-style preview (350x500 px, spec 9) of the public form with the current,
 * unsaved values. Inputs are drawn, not real, so the preview is not a second focusable form.
 */
export function PhonePreview({ values, formUrl, images }: PhonePreviewProps) {
  const [view, setView] = useState<PreviewView>('form');
  // The same readable button fill as the real form (see accessibleFill).
  const primary = accessibleFill(color(values.primaryColor, '#E76E33'));
  const secondary = color(values.secondaryColor, '#007E87');
  const background = color(values.backgroundColor, '#007E87');

  return (
    <section className="es-preview" aria-labelledby="es-preview-title">
      <div className="es-preview__bar">
        <h2 id="es-preview-title" className="es-preview__title">
          {t.title}
        </h2>
        <div className="es-segmented" role="group" aria-label={t.viewLabel}>
          {(['form', 'success'] as const).map((id) => (
            <button
              key={id}
              type="button"
              className={`es-segmented__btn${view === id ? ' is-active' : ''}`}
              aria-pressed={view === id}
              onClick={() => setView(id)}
            >
              {id === 'form' ? t.form : t.success}
            </button>
          ))}
        </div>
      </div>
      <div
        className="es-phone"
        data-testid="phone-preview"
        role="group"
        aria-label={t.label}
        style={{ backgroundColor: background }}
      >
        <div className="es-phone__screen">
          <PreviewImage
            className="es-phone__header"
            url={values.headerImageUrl}
            uploaded={images?.uploadedHeaderImageUrl ?? null}
            problem={images?.headerProblem}
            label={ti.header}
            alt=""
          />
          <div className="es-phone__card">
            <PreviewImage
              className="es-phone__logo"
              url={values.logoUrl}
              uploaded={images?.uploadedLogoUrl ?? null}
              problem={images?.logoProblem}
              label={ti.logo}
              alt={t.logoAlt}
            />
            <h3 className="es-phone__title" style={{ color: secondary }}>
              {values.name.trim() || t.untitled}
            </h3>
            {view === 'form' ? (
              <>
                {values.introText.trim() && <p className="es-phone__intro">{values.introText}</p>}
                <div className="es-phone__field">
                  <span className="es-phone__label">
                    {t.email}
                    <Required />
                  </span>
                  <span className="es-phone__input es-phone__placeholder">{t.emailPlaceholder}</span>
                </div>
                <div className="es-phone__field">
                  <span className="es-phone__label">
                    {t.name}
                    {values.nameRequired && <Required />}
                  </span>
                  <span className="es-phone__input es-phone__placeholder">{t.namePlaceholder}</span>
                </div>
                <PreviewCustomField label={values.customField1} required={values.customField1Required} options={values.customField1Options} />
                <PreviewCustomField label={values.customField2} required={values.customField2Required} options={values.customField2Options} />
                <div className="es-phone__consent">
                  <span className="es-phone__checkbox" style={{ borderColor: primary }} />
                  <span>
                    {values.privacyText}
                    <Required />{' '}
                    {values.privacyUrl.trim() && (
                      <span className="es-phone__link" style={{ color: primary }}>
                        ({t.privacyLink})
                      </span>
                    )}
                  </span>
                </div>
                <span className="es-phone__submit" data-testid="preview-submit" style={{ backgroundColor: primary, color: readableTextOn(primary) }}>
                  {values.submitButtonText.trim() || 'Daten übergeben'}
                </span>
              </>
            ) : (
              <div className="es-phone__success">
                <span className="es-phone__check" style={{ backgroundColor: primary }} aria-hidden="true">
                  ✓
                </span>
                <p className="es-phone__success-title">{values.doubleOptIn ? t.doiTitle : t.thanksTitle}</p>
                <p className="es-phone__intro">{values.doubleOptIn ? t.doiText : t.thanksText}</p>
              </div>
            )}
          </div>
        </div>
      </div>
      <div className="es-preview__actions">
        <Button
          variant="outline"
          size="sm"
          disabled={!formUrl}
          title={formUrl ? undefined : t.openDisabled}
          onClick={() => {
            if (formUrl) window.open(formUrl, '_blank', 'noopener,noreferrer');
          }}
        >
          {t.open}
        </Button>
        {!formUrl && <p className="field__hint">{t.openDisabled}</p>}
      </div>
    </section>
  );
}
