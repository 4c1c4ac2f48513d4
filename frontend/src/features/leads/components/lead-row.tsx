import { memo } from 'react';
import { formatLeadDate } from '../lib/format';
import { leadsTexts as t } from '../texts';
import type { Lead } from '../types';
import { ResendButton } from './resend-button';

export interface LeadRowProps {
  lead: Lead;
  showActions: boolean;
  isNew: boolean;
}

/**
 * One table row. Memoised: react-query's structural sharing keeps unchanged lead objects
 * identical across polls, so only rows whose data (or highlight) changed re-render.
 */
export const LeadRow = memo(function LeadRow({ lead, showActions, isNew }: LeadRowProps) {
  const date = formatLeadDate(lead.createdAt);
  const name = lead.name?.trim();
  return (
    <tr role="row" className={isNew ? 'lead-row lead-row--new' : 'lead-row'}>
      <td role="cell" data-label={t.colContact}>
        <div className="lead-contact">
          <span className={name ? 'lead-contact__name' : 'lead-contact__name lead-contact__name--anon'}>
            {name || t.anonymous}
          </span>
          <span className="lead-contact__email">{lead.email}</span>
        </div>
      </td>
      <td role="cell" data-label={t.colEvent}>
        {lead.event?.name ?? ''}
      </td>
      <td role="cell" data-label={t.colDate}>
        <time dateTime={date.iso}>{date.text}</time>
      </td>
      <td role="cell" data-label={t.colStatus} className="lead-status">
        {lead.doiConfirmed ? (
          <span className="status-badge status-badge--confirmed">{t.statusConfirmed}</span>
        ) : (
          <span className="status-badge status-badge--pending">{t.statusPending}</span>
        )}
      </td>
      {showActions && (
        <td role="cell" data-label={t.colActions}>
          {!lead.doiConfirmed && (
            <ResendButton leadId={lead.id} email={lead.email} doiResentAt={lead.doiResentAt} />
          )}
        </td>
      )}
    </tr>
  );
});
