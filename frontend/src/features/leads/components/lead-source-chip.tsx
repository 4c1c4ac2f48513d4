import { LEAD_SOURCE_LABELS } from '@fairleads/shared/lead-source';
import { leadsTexts as t } from '../texts';
import type { LeadSource } from '../types';

/**
 * Where a lead came from, as a small chip: 'Badge-Scan', 'Visitenkarte', 'Am Stand getippt'; `long`
 * (the detail) says 'Quelle: …' and shows the visitor's own form too.
 */
export function LeadSourceChip({ source, long = false }: { source: LeadSource; long?: boolean }) {
  const label = LEAD_SOURCE_LABELS[source] ?? source;
  return (
    <span className={`source-chip source-chip--${source}`} data-source={source}>
      {long ? t.sourceOf(label) : label}
    </span>
  );
}
