import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { can } from '@/lib/account-role';
import { useAccountRole } from '@/lib/auth';
import { useLeadDetail } from '../api/get-lead-detail';
import { useQualifyLead } from '../hooks/use-qualify-lead';
import { formatLeadDate } from '../lib/format';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { CrmCopy } from '../crm-types';
import type { LeadDetail } from '../types';
import { EraseLeadDialog } from './erase-lead-dialog';
import { LeadCrm } from './lead-crm';
import { LeadSourceChip } from './lead-source-chip';
import { RatingControl } from './rating-control';
import { TagEditor } from './tag-editor';

interface LeadSheetProps {
  leadId: string | null;
  onClose: () => void;
  /** The lead was erased (or was gone already): the sheet is to close; `crmCopies` where a copy stays. */
  onErased: (crmCopies: CrmCopy[]) => void;
  /** Where the focus goes on close (the opener may be gone with an erased lead). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Tags used on other leads, offered in the tag field. */
  tagSuggestions: readonly string[];
}



/** The lead detail panel: qualification first (the stand team's task), then answers, timeline and consent. */
export function LeadSheet({ leadId, onClose, onErased, onCloseAutoFocus, tagSuggestions }: LeadSheetProps) {
  const { t } = useTranslation(NS);
  // An erased lead's sheet closes at once, before its detail leaves the cache and before the
  // address follows: rendered with the old address in between, the detail would load again (404).
  const [erasedId, setErasedId] = useState<string | null>(null);
  if (erasedId !== null && leadId === null) setErasedId(null);
  const shownId = leadId === erasedId ? null : leadId;
  const detail = useLeadDetail(shownId);
  const data = detail.data;
  return (
    <Dialog
      open={shownId !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sheet"
      title={data ? data.name?.trim() || data.email : t('detailTitle')}
      description={data ? `${data.event.name} · ${formatLeadDate(data.createdAt).text}` : undefined}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <QueryState query={detail} loadingLabel={t('detailLoading')} errorText={t('detailError')}>
        {(lead) => (
          <LeadDetailBody
            lead={lead}
            tagSuggestions={tagSuggestions}
            onErased={(crmCopies) => {
              setErasedId(lead.id);
              onErased(crmCopies);
            }}
          />
        )}
      </QueryState>
    </Dialog>
  );
}

/** `onErased`: the lead was erased (the sheet closes; the lead has left the list). */
function LeadDetailBody({ lead, tagSuggestions, onErased }: { lead: LeadDetail; tagSuggestions: readonly string[]; onErased: (crmCopies: CrmCopy[]) => void }) {
  const { t } = useTranslation(NS);
  const qualify = useQualifyLead(lead.id);
  const [erasing, setErasing] = useState(false);
  const eraseButton = useRef<HTMLButtonElement>(null);
  const mayErase = can(useAccountRole(), 'leads.erase');
  const noteId = useId();
  const [note, setNote] = useState(lead.note ?? '');
  // a note saved elsewhere (another device) replaces the draft (adjusted while rendering)
  const [savedNote, setSavedNote] = useState(lead.note);
  if (lead.note !== savedNote) {
    setSavedNote(lead.note);
    setNote(lead.note ?? '');
  }
  const noteChanged = note.trim() !== (lead.note ?? '');
  const consent = lead.consent;
  const when = (value: string | null) => (value ? formatLeadDate(value).text : t('notYet'));

  return (
    <div className="lead-sheet">
      <p className="lead-sheet__status">
        {lead.status === 'confirmed' ? (
          <span className="status-badge status-badge--confirmed">{t('statusConfirmed')}</span>
        ) : (
          <span className="status-badge status-badge--pending">{t('statusPending')}</span>
        )}
        <LeadSourceChip source={lead.source} long />
      </p>

      <section className="lead-sheet__section" aria-labelledby={`${noteId}-q`}>
        <h3 id={`${noteId}-q`} className="lead-sheet__heading">
          {t('qualification')}
        </h3>
        <RatingControl
          value={lead.rating}
          label={t('ratingGroup', { name: lead.name?.trim() || lead.email })}
          busy={qualify.isPending}
          onChange={(rating) => qualify.mutate({ rating })}
        />
        <TagEditor tags={lead.tags} suggestions={tagSuggestions} busy={qualify.isPending} onChange={(tags) => qualify.mutate({ tags })} />
        <form
          className="lead-sheet__note"
          onSubmit={(event) => {
            event.preventDefault();
            qualify.mutateAsync({ note: note.trim() }).then(
              () => toast.success(t('noteSaved')),
              () => undefined, // the hook's onError shows the message
            );
          }}
        >
          <label htmlFor={noteId} className="field__label">
            {t('note')}
          </label>
          <textarea
            id={noteId}
            className="field__input lead-sheet__textarea"
            rows={4}
            maxLength={2000}
            placeholder={t('notePlaceholder')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div>
            <button type="submit" className="btn btn--primary btn--sm" disabled={!noteChanged || qualify.isPending}>
              {qualify.isPending && noteChanged ? t('noteSaving') : t('noteSave')}
            </button>
          </div>
        </form>
      </section>

      <section className="lead-sheet__section" aria-labelledby={`${noteId}-a`}>
        <h3 id={`${noteId}-a`} className="lead-sheet__heading">
          {t('answers')}
        </h3>
        <dl className="lead-sheet__facts">
          {lead.answers.map((answer) => (
            <div key={answer.label}>
              <dt>{answer.label}</dt>
              <dd>{answer.value || '–'}</dd>
            </div>
          ))}
        </dl>
      </section>

      <LeadCrm leadId={lead.id} headingId={`${noteId}-crm`} />

      <section className="lead-sheet__section" aria-labelledby={`${noteId}-t`}>
        <h3 id={`${noteId}-t`} className="lead-sheet__heading">
          {t('timeline')}
        </h3>
        <ol className="lead-timeline" aria-labelledby={`${noteId}-t`}>
          {lead.timeline.map((entry, index) => (
            <li key={`${entry.type}-${index}`} className={`lead-timeline__item lead-timeline__item--${entry.type}`}>
              <time dateTime={entry.at}>{formatLeadDate(entry.at).text}</time>
              <span>{entry.label}</span>
            </li>
          ))}
        </ol>
      </section>

      <section className="lead-sheet__section" aria-labelledby={`${noteId}-c`}>
        <h3 id={`${noteId}-c`} className="lead-sheet__heading">
          {t('consent')}
        </h3>
        <p className="muted lead-sheet__small">{t('consentText')}</p>
        <blockquote className="lead-sheet__consent-text">{consent.text}</blockquote>
        <dl className="lead-sheet__facts lead-sheet__facts--small">
          <div>
            <dt>{t('consentHash')}</dt>
            <dd className="lead-sheet__mono">{consent.textHash}</dd>
          </div>
          <div>
            <dt>{t('consentFormVersion')}</dt>
            <dd>{consent.formVersion}</dd>
          </div>
          <div>
            <dt>{t('consentDoubleOptIn')}</dt>
            <dd>{consent.doubleOptIn ? t('yes') : t('no')}</dd>
          </div>
          <div>
            <dt>{t('consentSubmitted')}</dt>
            <dd>{when(consent.submittedAt)}</dd>
          </div>
          <div>
            <dt>{t('consentConfirmed')}</dt>
            <dd>{when(consent.confirmedAt)}</dd>
          </div>
          <div>
            <dt>{t('consentIp')}</dt>
            <dd className="lead-sheet__mono">{consent.submitIpHash ?? '–'}</dd>
          </div>
          {consent.confirmIpHash && (
            <div>
              <dt>{t('consentConfirmIp')}</dt>
              <dd className="lead-sheet__mono">{consent.confirmIpHash}</dd>
            </div>
          )}
          <div>
            <dt>{t('consentUserAgent')}</dt>
            <dd>{consent.submitUserAgent ?? '–'}</dd>
          </div>
          <div>
            <dt>{t('consentMessageIds')}</dt>
            <dd className="lead-sheet__mono">{[...consent.doiMessageIds, ...consent.welcomeMessageIds].join(', ') || '–'}</dd>
          </div>
        </dl>
        <a className="btn btn--secondary btn--md" href={`/api/leads/${encodeURIComponent(lead.id)}/consent-proof.pdf`} download>
          {t('consentProof')}
        </a>
      </section>

      {mayErase && (
        <section className="lead-sheet__section lead-sheet__danger" aria-labelledby={`${noteId}-e`}>
          <h3 id={`${noteId}-e`} className="lead-sheet__heading">
            {t('eraseSection')}
          </h3>
          <p className="muted lead-sheet__small">{t('eraseSectionText')}</p>
          <div>
            <button ref={eraseButton} type="button" className="btn btn--outline btn--md lead-sheet__erase" onClick={() => setErasing(true)}>
              {t('eraseOpen')}
            </button>
          </div>
          {erasing && (
            <EraseLeadDialog
              leadId={lead.id}
              who={lead.name?.trim() || lead.email}
              onCancel={() => setErasing(false)}
              onErased={onErased}
              onCloseAutoFocus={(event) => {
                // cancelled: back to 'Lead löschen' (without a Radix trigger the focus would land on the sheet itself)
                event.preventDefault();
                eraseButton.current?.focus();
              }}
            />
          )}
        </section>
      )}
    </div>
  );
}
