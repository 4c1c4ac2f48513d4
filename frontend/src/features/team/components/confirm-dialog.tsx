import type { ReactNode } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

interface ConfirmDialogProps {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog (e.g. the last owner). */
  error: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** One question before a change to the team; stays open while it runs and shows a refusal inside. */
export function ConfirmDialog({ title, text, confirmLabel, pendingLabel, pending, error, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={title}
      description={text}
    >
      <div className="team-confirm">
        {error && <Banner tone="error">{error}</Banner>}
        <div className="team-confirm__actions">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button className={danger ? 'team-btn-danger' : undefined} isLoading={pending} onClick={onConfirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
