import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { Lead } from '../types';
import { LeadRow } from './lead-row';

interface LeadsTableProps {
  leads: readonly Lead[];
  highlights: ReadonlyMap<string, number>;
  totalCount: number;
  customColumns: readonly string[];
  /** false: the list shows one event, so its name would repeat in every row. */
  showEvent: boolean;
  /** The rows are those of the filters before, while the chosen ones load. */
  busy: boolean;
  /** The row's button that asked, for the focus to return to. */
  onOpen: (leadId: string, opener: HTMLElement) => void;
}

/**
 * Semantic table; explicit roles keep the semantics when the CSS below 1024 px turns each row into
 * a card (phones and tablets: every cell and action in view, nothing to scroll sideways).
 */
export function LeadsTable({ leads, highlights, totalCount, customColumns, showEvent, busy, onOpen }: LeadsTableProps) {
  const { t } = useTranslation(NS);
  const captionId = useId();
  return (
    <div className={busy ? 'data-table-wrap leads-table-wrap leads-table-wrap--busy' : 'data-table-wrap leads-table-wrap'} aria-busy={busy || undefined}>
      <table role="table" className="data-table leads-table" aria-labelledby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {t('tableCaption', { count: totalCount })}
        </caption>
        <thead>
          <tr role="row">
            <th role="columnheader" scope="col">
              {t('colContact')}
            </th>
            {showEvent && (
              <th role="columnheader" scope="col">
                {t('colEvent')}
              </th>
            )}
            {customColumns.map((label, index) => (
              <th key={label + index} role="columnheader" scope="col">
                {label}
              </th>
            ))}
            <th role="columnheader" scope="col">
              {t('colDate')}
            </th>
            <th role="columnheader" scope="col">
              {t('colStatus')}
            </th>
            <th role="columnheader" scope="col">
              {t('colRating')}
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <LeadRow
              key={lead.id}
              lead={lead}
              isNew={highlights.has(String(lead.id))}
              customColumns={customColumns}
              showEvent={showEvent}
              onOpen={onOpen}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
