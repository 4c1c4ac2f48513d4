import { useId } from 'react';
import { leadsTexts as t } from '../texts';
import type { Lead } from '../types';
import { LeadRow } from './lead-row';

interface LeadsTableProps {
  leads: readonly Lead[];
  highlights: ReadonlyMap<string, number>;
  totalCount: number;
  customColumns: readonly string[];
  /** The row's button that asked, for the focus to return to. */
  onOpen: (leadId: string, opener: HTMLElement) => void;
}

/** Semantic table; explicit roles keep the semantics when the small-screen CSS stacks the cells. */
export function LeadsTable({ leads, highlights, totalCount, customColumns, onOpen }: LeadsTableProps) {
  const captionId = useId();
  return (
    // a tablet in portrait (641-1030 px) shows the desk's columns by scrolling sideways: a region the keyboard reaches
    <div className="data-table-wrap leads-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table role="table" className="data-table leads-table" aria-labelledby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {t.tableCaption(totalCount)}
        </caption>
        <thead>
          <tr role="row">
            <th role="columnheader" scope="col">
              {t.colContact}
            </th>
            <th role="columnheader" scope="col">
              {t.colEvent}
            </th>
            {customColumns.map((label, index) => (
              <th key={label + index} role="columnheader" scope="col">
                {label}
              </th>
            ))}
            <th role="columnheader" scope="col">
              {t.colDate}
            </th>
            <th role="columnheader" scope="col">
              {t.colStatus}
            </th>
            <th role="columnheader" scope="col">
              {t.colRating}
            </th>
            <th role="columnheader" scope="col">
              {t.colActions}
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <LeadRow key={lead.id} lead={lead} isNew={highlights.has(String(lead.id))} customColumns={customColumns} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
