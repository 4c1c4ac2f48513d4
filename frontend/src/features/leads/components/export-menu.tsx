import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { exportUrl } from '../lib/leads-url';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { LeadFilters } from '../types';

/**
 * 'CSV exportieren' opens the two formats; each is a plain download of the server's streamed
 * export with the desk's filters (the browser shows its progress; nothing is built here).
 */
export function ExportMenu({ filters }: { filters: LeadFilters }) {
  const { t } = useTranslation(NS);
  const menu = useRef<HTMLDetailsElement>(null);
  // a click elsewhere or Escape closes the menu
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  const started = () => {
    if (menu.current) menu.current.open = false;
    toast.info(t('exportStarted'));
  };
  return (
    <details className="export-menu" ref={menu}>
      {/* on a phone it reads 'CSV', so the sound switch fits beside it (its name still says it all) */}
      <summary className="btn btn--secondary btn--md" aria-label={t('exportCsv')}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="export-menu__label">{t('exportCsv')}</span>
        <span className="export-menu__label export-menu__label--short">{t('exportCsvShort')}</span>
      </summary>
      <div className="export-menu__panel">
        <a className="export-menu__item" href={exportUrl(filters, 'crm')} download onClick={started}>
          <strong>{t('exportCrm')}</strong>
          <span>{t('exportCrmHint')}</span>
        </a>
        <a className="export-menu__item" href={exportUrl(filters, 'excel')} download onClick={started}>
          <strong>{t('exportExcel')}</strong>
          <span>{t('exportExcelHint')}</span>
        </a>
        <p className="export-menu__note">{t('exportFiltered')}</p>
      </div>
    </details>
  );
}
