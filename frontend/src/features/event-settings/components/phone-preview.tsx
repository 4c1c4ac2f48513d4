import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  BrandCard,
  brandStyle,
  EmailConfirmationContent,
  EMPTY_VALUES,
  FormIntro,
  LeadForm,
  SuccessView,
  VISITOR_TEXTS,
  type EventBrand,
  type FormView,
} from '@/visitor';
import type { EventSettings } from '../types';
import '@/visitor/brand.css';
import { NS } from '../i18n';

/** The organiser edits the German texts; the preview shows what a German visitor gets. */
const vt = VISITOR_TEXTS.de;

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
  const { t } = useTranslation(NS);
  const src = uploaded ?? url.trim();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return null;
  if (!uploaded && /^http:\/\//i.test(src)) {
    return <p className="es-phone__img-note">{t('previewImages.onlyHttps', { label })}</p>;
  }
  if (failed === src) {
    return <p className="es-phone__img-note">{problem && problem.url === src ? problem.reason : t('previewImages.unreachable', { label })}</p>;
  }
  return <img className={className} src={src} alt={alt} onError={() => setFailed(src)} />;
}

const text = (value: string) => value.trim() || null;

/** The unsaved settings as the server hands them to the visitor page (visitor-pages' form view). */
export function previewForm(values: EventSettings): FormView {
  const brand: EventBrand = {
    name: values.name.trim() || vt.defaultEventName,
    primaryColor: values.primaryColor,
    secondaryColor: values.secondaryColor,
    backgroundColor: values.backgroundColor,
    logoUrl: text(values.logoUrl),
    headerImageUrl: text(values.headerImageUrl),
  };
  const choices = (options: string[]) => options.map((option) => option.trim()).filter(Boolean);
  return {
    brand,
    introText: text(values.introText),
    nameRequired: values.nameRequired,
    customField1: text(values.customField1),
    customField2: text(values.customField2),
    customField1Options: choices(values.customField1Options),
    customField2Options: choices(values.customField2Options),
    customField1Required: Boolean(text(values.customField1)) && values.customField1Required,
    customField2Required: Boolean(text(values.customField2)) && values.customField2Required,
    privacyText: text(values.privacyText),
    privacyUrl: text(values.privacyUrl),
    submitButtonText: text(values.submitButtonText),
    formToken: '',
    submissionId: '',
  };
}

/**
 * The live preview: the visitor page's own card and form (the same components the server renders
 * for /form/…), drawn with the current, unsaved values in a phone-sized frame. It is inert: no
 * second form to tab into or send. On narrow screens it is a bar at the bottom of the screen that
 * opens over the fields being edited.
 */
export function PhonePreview({ values, formUrl, images }: PhonePreviewProps) {
  const { t } = useTranslation(NS);
  const [view, setView] = useState<PreviewView>('form');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const form = previewForm(values);
  const logo = (
    <PreviewImage
      className="vp-card__logo"
      url={values.logoUrl}
      uploaded={images?.uploadedLogoUrl ?? null}
      problem={images?.logoProblem}
      label={t('previewImages.logo')}
      alt={form.brand.name}
    />
  );
  const header = (
    <PreviewImage
      className="vp-card__header"
      url={values.headerImageUrl}
      uploaded={images?.uploadedHeaderImageUrl ?? null}
      problem={images?.headerProblem}
      label={t('previewImages.header')}
      alt=""
    />
  );

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) setOpen(false);
  }

  return (
    <section className={`es-preview${open ? ' is-open' : ''}`} aria-labelledby="es-preview-title" onKeyDown={onKeyDown}>
      <div className="es-preview__bar">
        <h2 id="es-preview-title" className="es-preview__title">
          {t('preview.title')}
        </h2>
        <button type="button" className="btn btn--outline btn--sm es-preview__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {open ? t('preview.hide') : t('preview.show')}
        </button>
      </div>
      <div id={bodyId} className="es-preview__body">
        <div className="es-segmented" role="group" aria-label={t('preview.viewLabel')}>
          {(['form', 'success'] as const).map((id) => (
            <button
              key={id}
              type="button"
              className={`es-segmented__btn${view === id ? ' is-active' : ''}`}
              aria-pressed={view === id}
              onClick={() => setView(id)}
            >
              {id === 'form' ? t('preview.form') : t('preview.success')}
            </button>
          ))}
        </div>
        <div className="es-phone" data-testid="phone-preview">
          <p id={`${bodyId}-note`} className="visually-hidden">
            {t('preview.note')}
          </p>
          {/* focusable, so the phone's page scrolls by keyboard too; what it shows is inert */}
          <div className="es-phone__screen" role="group" aria-label={t('preview.label')} aria-describedby={`${bodyId}-note`} tabIndex={0}>
            {/* the visitor's page as a German visitor sees it (data-visitor-form: not the organiser's interface) */}
            <div className="vp" style={brandStyle(form.brand)} inert data-visitor-form>
              <div className="vp__inner">
                {view === 'form' && (
                  <BrandCard headerImage={header} logo={logo}>
                    <FormIntro name={form.brand.name} introText={form.introText} level={3} />
                    <LeadForm form={form} action="#" locale="de" values={EMPTY_VALUES} errors={{}} problem={null} t={vt} />
                  </BrandCard>
                )}
                {view === 'success' && values.doubleOptIn && (
                  // the double opt-in page shows the logo, not the header image
                  <BrandCard logo={logo}>
                    <EmailConfirmationContent
                      page={{
                        kind: 'email-confirmation',
                        locale: 'de',
                        url: '#',
                        brand: form.brand,
                        email: t('preview.sampleEmail'),
                        receipt: 'preview',
                        formPath: '#',
                        resendAvailableAt: null,
                        notice: null,
                        renderedAt: 0,
                      }}
                      t={vt}
                      level={3}
                    />
                  </BrandCard>
                )}
                {view === 'success' && !values.doubleOptIn && (
                  <BrandCard headerImage={header} logo={logo}>
                    <SuccessView downloadUrl={text(values.downloadUrl)} t={vt} level={3} />
                  </BrandCard>
                )}
              </div>
            </div>
          </div>
        </div>
        <div className="es-preview__actions">
          <Button
            variant="outline"
            size="sm"
            disabled={!formUrl}
            title={formUrl ? undefined : t('preview.openDisabled')}
            onClick={() => {
              if (formUrl) window.open(formUrl, '_blank', 'noopener,noreferrer');
            }}
          >
            {t('preview.open')}
          </Button>
          {!formUrl && <p className="field__hint">{t('preview.openDisabled')}</p>}
        </div>
      </div>
    </section>
  );
}
