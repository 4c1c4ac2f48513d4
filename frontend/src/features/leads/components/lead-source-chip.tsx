import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { LeadSource } from '../types';

/**
 * Where a lead came from, as a small chip: 'Badge-Scan', 'Visitenkarte', 'Am Stand getippt'; `long`
 * (the detail) says 'Quelle: …' and shows the visitor's own form too.
 */
export function LeadSourceChip({ source, long = false }: { source: LeadSource; long?: boolean }) {
  const { t } = useTranslation(NS);
  const label = t(`sources.${source}`, { defaultValue: source });
  return (
    <span className={`source-chip source-chip--${source}`} data-source={source}>
      {long ? t('sourceOf', { label }) : label}
    </span>
  );
}
