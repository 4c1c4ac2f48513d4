import { memo } from 'react';
import { useQualifyLead } from '../hooks/use-qualify-lead';
import { formatLeadDate } from '../lib/format';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { Lead } from '../types';
import { LeadSourceChip } from './lead-source-chip';
import { RatingControl } from './rating-control';
import { ResendButton } from './resend-button';

interface LeadRowProps {
  lead: Lead;
  isNew: boolean;
  /** The event's own fields as columns (the list is filtered to one event that has them). */
  customColumns: readonly string[];
  showEvent: boolean;
  /** The row's button that asked, for the focus to return to. */
  onOpen: (leadId: string, opener: HTMLElement) => void;
}

/**
 * One table row. Memoised: unchanged leads keep their objects across polls, so only rows whose
 * data (or highlight) changed render again.
 */
export const LeadRow = memo(function LeadRow({ lead, isNew, customColumns, showEvent, onOpen }: LeadRowProps) {
  const { t } = useTranslation(NS);
  const date = formatLeadDate(lead.createdAt);
  const name = lead.name?.trim();
  const id = String(lead.id);
  const qualify = useQualifyLead(id);
  const shownName = name || t('anonymous');
  return (
    <tr role="row" className={isNew ? 'lead-row lead-row--new' : 'lead-row'}>
      <td role="cell" data-label={t('colContact')}>
        <button type="button" className="lead-contact" onClick={(event) => onOpen(id, event.currentTarget)} aria-label={t('openDetail', { name: name || lead.email })}>
          <span className={name ? 'lead-contact__name' : 'lead-contact__name lead-contact__name--anon'}>{shownName}</span>
          <span className="lead-contact__email">{lead.email}</span>
          {((lead.tags && lead.tags.length > 0) || (lead.source && lead.source !== 'form')) && (
            <span className="lead-contact__tags">
              {/* the visitor's own form is the usual case: only the team's captures are marked */}
              {lead.source && lead.source !== 'form' && <LeadSourceChip source={lead.source} />}
              {lead.tags?.map((tag) => (
                <span key={tag} className="tag-chip tag-chip--small">
                  {tag}
                </span>
              ))}
            </span>
          )}
        </button>
      </td>
      {showEvent && (
        <td role="cell" data-label={t('colEvent')}>
          {lead.event?.name ?? ''}
        </td>
      )}
      {customColumns.map((label, index) => (
        <td key={label + index} role="cell" data-label={label}>
          {(index === 0 ? lead.customField1 : lead.customField2) ?? ''}
        </td>
      ))}
      <td role="cell" data-label={t('colDate')}>
        <time dateTime={date.iso}>{date.text}</time>
      </td>
      {/* a pending lead's 'Erneut senden' sits under its status: what it acts on, and no column of its own to scroll to */}
      <td role="cell" data-label={t('colStatus')} className="lead-status">
        {lead.doiConfirmed ? (
          <span className="status-badge status-badge--confirmed">{t('statusConfirmed')}</span>
        ) : (
          <div className="lead-status__pending">
            <span className="status-badge status-badge--pending">{t('statusPending')}</span>
            <ResendButton leadId={lead.id} email={lead.email} doiResentAt={lead.doiResentAt} />
          </div>
        )}
      </td>
      <td role="cell" data-label={t('colRating')}>
        <RatingControl
          size="sm"
          value={lead.rating ?? null}
          label={t('ratingGroup', { name: name || lead.email })}
          busy={qualify.isPending}
          onChange={(rating) => qualify.mutate({ rating })}
        />
      </td>
    </tr>
  );
});
