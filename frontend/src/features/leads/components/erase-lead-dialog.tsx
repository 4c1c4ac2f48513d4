import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ORGANISER_ERASE_REASONS, type EraseReason } from '@fairleads/shared/erasure';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useEraseLead } from '../api/erase-lead';
import type { CrmCopy } from '../crm-types';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

interface EraseLeadDialogProps {
  leadId: string;
  /** Name or address: whose data go. */
  who: string;
  onCancel: () => void;
  /** `crmCopies`: where the lead still has a copy (a CRM it was sent to); the page says so. */
  onErased: (crmCopies: CrmCopy[]) => void;
  /** Where the focus goes when the dialog closes. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Lead löschen': what goes, the reason (a fixed list: no free text reaches the log), and that it is for good. */
export function EraseLeadDialog({ leadId, who, onCancel, onErased, onCloseAutoFocus }: EraseLeadDialogProps) {
  const { t } = useTranslation(NS);
  const erase = useEraseLead(leadId, (outcome) => {
    if (outcome.alreadyGone) toast.info(t('eraseAlreadyGone'));
    else toast.success(t('erased'));
    onErased(outcome.alreadyGone ? [] : outcome.crmCopies);
  });
  const [reason, setReason] = useState<EraseReason | null>(null);
  const [tried, setTried] = useState(false);
  const id = useId();
  const pending = erase.isPending;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={t('eraseTitle')}
      description={t('eraseIntro', { who })}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form
        className="erase-lead"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!reason || pending) return;
          erase.mutate(reason, {
            onError: (error) => toast.error(t('eraseError'), { description: error instanceof ApiError && error.serverMessage ? error.serverMessage : undefined }),
          });
        }}
      >
        <ul className="erase-lead__list">
          {t('eraseItems', { returnObjects: true }).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="muted erase-lead__small">{t('eraseKept')}</p>
        <fieldset className="erase-lead__reasons" aria-describedby={tried && !reason ? `${id}-missing` : undefined}>
          <legend className="field__label">{t('eraseReason')}</legend>
          {ORGANISER_ERASE_REASONS.map((value) => (
            <label key={value} className="erase-lead__reason">
              <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} disabled={pending} onChange={() => setReason(value)} />
              <span>{t(`eraseReasons.${value}`)}</span>
            </label>
          ))}
          {tried && !reason && (
            <p id={`${id}-missing`} className="field__error" role="alert">
              {t('eraseReasonMissing')}
            </p>
          )}
        </fieldset>
        <p className="erase-lead__warning">{t('eraseIrreversible')}</p>
        <div className="erase-lead__actions">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('eraseCancel')}
          </Button>
          <Button type="submit" className="erase-lead__confirm" isLoading={pending}>
            {pending ? t('erasePending') : t('eraseConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
