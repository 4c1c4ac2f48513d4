import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { followUpPreviewUrl } from '../api/follow-up-preview-url';
import type { FollowUpStepFigures } from '../api/follow-up-types';
import { sendFollowUpTestEmail } from '../api/send-follow-up-test-email';
import type { TestEmailLang } from '../api/send-test-email';
import { Segmented } from './mail-preview';
import { NS } from '../i18n';

const LANGS: TestEmailLang[] = ['de', 'en'];
const FIGURES = ['scheduled', 'sent', 'unsubscribed', 'clicked'] as const;

interface StepMailProps {
  eventId: string;
  /** From 0; the API numbers steps from 1. */
  index: number;
  /** Whether this position has a saved step, and whether the draft differs from it. */
  saved: boolean;
  changed: boolean;
  savedVersion: number;
  /** undefined while the status loads; null when it could not be loaded (the tab says so once). */
  figures: FollowUpStepFigures | null | undefined;
}

/** A saved step's mail: its figures, its preview (sandboxed, as the visitor mails') and a test mail to oneself. */
export function FollowUpStepMail({ eventId, index, saved, changed, savedVersion, figures }: StepMailProps) {
  const { t } = useTranslation(NS);
  const step = index + 1;
  const langs = { de: t('mailPreview.langs.de'), en: t('mailPreview.langs.en') };
  const [open, setOpen] = useState(false);
  const [lang, setLang] = useState<TestEmailLang>('de');
  const [sending, setSending] = useState(false);
  const src = followUpPreviewUrl(eventId, step, lang, savedVersion);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  if (!saved) return <p className="muted es-small es-fu-mail__note">{t('followUps.stepMail.notYet')}</p>;

  async function sendTest() {
    if (sending) return;
    setSending(true);
    try {
      const result = await sendFollowUpTestEmail(eventId, step, lang);
      toast.success(result?.message || t('followUps.stepMail.testSent'));
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : t('followUps.stepMail.testFallback');
      toast.error(t('followUps.stepMail.testError'), { description: message || t('followUps.stepMail.testFallback') });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="es-fu-mail stack">
      {figures !== null && (
        <dl className="es-fu-figures" aria-label={t('followUps.stepMail.figuresLabel', { n: step })} aria-busy={figures === undefined || undefined}>
          {FIGURES.map((key) => (
            <div key={key} className="es-fu-figures__item">
              <dt>{t(`followUps.stepMail.${key}`)}</dt>
              <dd>{figures === undefined ? <span className="es-fu-skeleton" aria-label={t('followUps.stepMail.figuresLoading')} /> : figures[key].toLocaleString('de-DE')}</dd>
            </div>
          ))}
        </dl>
      )}
      {changed && (
        <p className="muted es-small es-fu-mail__note" role="status">
          {t('followUps.stepMail.changed')}
        </p>
      )}
      <div className="es-fu-mail__actions">
        <Segmented label={t('mailPreview.langLabel')} options={LANGS} value={lang} onChange={setLang} names={langs} />
        <Button variant="outline" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
          {open ? t('followUps.stepMail.hidePreview') : t('followUps.stepMail.preview')}
        </Button>
        <Button variant="outline" isLoading={sending} onClick={() => void sendTest()}>
          {sending ? t('followUps.stepMail.testSending') : t('followUps.stepMail.test')}
        </Button>
      </div>
      <p className="muted es-small es-fu-mail__note">{t('followUps.stepMail.testHint')}</p>
      {open && (
        <div className="es-mailpreview__frame-wrap" aria-busy={loadedSrc !== src}>
          <iframe className="es-mailpreview__frame" title={t('followUps.stepMail.frameTitle', { n: step, lang: langs[lang] })} sandbox="" src={src} onLoad={() => setLoadedSrc(src)} />
          {loadedSrc !== src && (
            <div className="es-mailpreview__loading" role="status">
              <Spinner size="sm" decorative />
              <span>{t('mailPreview.loading')}</span>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
