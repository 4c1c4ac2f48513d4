import { useId } from 'react';
import { leadsTexts as t } from '../texts';
import type { Lead } from '../types';
import { LeadRow } from './lead-row';

export interface LeadsTableProps {
  leads: readonly Lead[];
  showActions: boolean;
  highlights: ReadonlyMap<string, number>;
  totalCount: number;
}

/** Semantic table; explicit roles keep the semantics when the small-screen CSS stacks the cells. */
export function LeadsTable({ leads, showActions, highlights, totalCount }: LeadsTableProps) {
  const captionId = useId();
  return (
    <div className="leads-table-wrap">
      <table role="table" className="leads-table" aria-labelledby={captionId}>
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
            <th role="columnheader" scope="col">
              {t.colDate}
            </th>
            <th role="columnheader" scope="col">
              {t.colStatus}
            </th>
            {showActions && (
              <th role="columnheader" scope="col">
                {t.colActions}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <LeadRow key={lead.id} lead={lead} showActions={showActions} isNew={highlights.has(String(lead.id))} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
