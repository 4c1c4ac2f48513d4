import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { mailPreviewUrl } from '../api/mail-preview-url';
import type { TestEmailLang, TestEmailType } from '../api/send-test-email';
import { NS } from '../i18n';

const KINDS: TestEmailType[] = ['doi', 'welcome'];
const LANGS: TestEmailLang[] = ['de', 'en'];

interface MailPreviewProps {
  eventId: string;
  /** Counts the stored saves: each one loads the preview again. */
  savedVersion: number;
  /** An edit waits for the auto-save: the preview still shows the stored texts. */
  saving: boolean;
}

/** A choice of a few options as pressed buttons (the mail previews' kind and language). */
export function Segmented<T extends string>({ label, options, value, onChange, names }: { label: string; options: T[]; value: T; onChange: (value: T) => void; names: Record<T, string> }) {
  return (
    <div className="es-segmented" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={`es-segmented__btn${value === option ? ' is-active' : ''}`}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {names[option]}
        </button>
      ))}
    </div>
  );
}

/**
 * The visitor mail as the server renders it (same composer and layout as the real mail, a sample
 * visitor), in a sandboxed frame: no scripts, no same-origin access. Loads again after each save.
 */
export function MailPreview({ eventId, savedVersion, saving }: MailPreviewProps) {
  const { t } = useTranslation(NS);
  const [kind, setKind] = useState<TestEmailType>('doi');
  const [lang, setLang] = useState<TestEmailLang>('de');
  const src = mailPreviewUrl(eventId, kind, lang, String(savedVersion));
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loading = loadedSrc !== src;

  return (
    <section id="es-mailpreview" className="es-mailpreview" aria-labelledby="es-mailpreview-title">
      <div className="es-mailpreview__bar">
        <h2 id="es-mailpreview-title" className="es-preview__title">
          {t('mailPreview.title')}
        </h2>
        <div className="es-mailpreview__switches">
          <Segmented label={t('mailPreview.kindLabel')} options={KINDS} value={kind} onChange={setKind} names={{ doi: t('mailPreview.kinds.doi'), welcome: t('mailPreview.kinds.welcome') }} />
          <Segmented label={t('mailPreview.langLabel')} options={LANGS} value={lang} onChange={setLang} names={{ de: t('mailPreview.langs.de'), en: t('mailPreview.langs.en') }} />
        </div>
      </div>
      <div className="es-mailpreview__frame-wrap" aria-busy={loading}>
        <iframe
          className="es-mailpreview__frame"
          title={t('mailPreview.frameTitle', { kind: t(`mailPreview.kinds.${kind}`), lang: t(`mailPreview.langs.${lang}`) })}
          sandbox=""
          src={src}
          onLoad={() => setLoadedSrc(src)}
        />
        {loading && (
          <div className="es-mailpreview__loading" role="status">
            <Spinner size="sm" decorative />
            <span>{t('mailPreview.loading')}</span>
          </div>
        )}
      </div>
      <p className="muted es-small es-mailpreview__note" aria-live="polite">
        {saving ? t('mailPreview.waitingForSave') : t('mailPreview.sampleNote')}
      </p>
    </section>
  );
}
