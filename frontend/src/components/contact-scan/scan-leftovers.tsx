import { useId, useRef, useState } from 'react';
import { leftoverText } from './scan-result';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import type { ContactScan } from './types';

/** What a scan read that no form field took, in a box to copy from (e.g. into a note). */
export function ScanLeftovers({ scan }: { scan: ContactScan }) {
  const { t } = useTranslation(NS);
  const text = leftoverText(scan);
  const id = useId();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  if (!text) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // no clipboard permission (or http): the text is selected for the device's own copy
      boxRef.current?.select();
    }
  }

  return (
    <div className="scan-leftovers">
      <label htmlFor={id} className="scan-leftovers__title">
        {t('leftoversTitle')}
      </label>
      {scan.prefill.unmapped.length > 0 && <p className="scan-leftovers__help muted">{t('leftoversHelp')}</p>}
      <textarea
        id={id}
        ref={boxRef}
        className="scan-leftovers__text"
        readOnly
        value={text}
        rows={Math.min(8, text.split('\n').length)}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className="btn btn--outline btn--sm" onClick={() => void copy()}>
        {copied ? t('copied') : t('copy')}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t('copied') : ''}
      </span>
    </div>
  );
}
