import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { downloadBlob } from '@/lib/download';
import { NS } from '../i18n';

/**
 * The ten recovery codes, shown this once: copy, download as .txt, and the confirmation that
 * they are kept, which is the only way on. The heading takes the focus when they appear.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  const asText = `${t('security.recovery.fileHeader')}\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('security.recovery.copied'));
    } catch {
      toast.error(t('security.recovery.copyFailed'));
    }
  }

  return (
    <section className="security-codes" aria-labelledby={titleId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="settings__card-title">
        {t('security.recovery.title')}
      </h3>
      <p className="settings__note settings__note--top">{t('security.recovery.intro')}</p>
      <ol className="security-codes__list" aria-label={t('security.recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="row security-codes__actions">
        <Button variant="outline" onClick={() => void copy()}>
          {t('security.recovery.copy')}
        </Button>
        <Button variant="outline" onClick={() => downloadBlob(new Blob([asText], { type: 'text/plain;charset=utf-8' }), t('security.recovery.fileName'))}>
          {t('security.recovery.download')}
        </Button>
      </div>
      <Button onClick={onDone}>{t('security.recovery.confirm')}</Button>
    </section>
  );
}
