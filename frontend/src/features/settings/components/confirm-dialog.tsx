import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's label while the action runs. */
  pendingLabel: string;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
  onCloseAutoFocus?(event: Event): void;
}

/**
 * 'Are you sure?' before an action that cannot be undone (revoke a key, remove a webhook,
 * disconnect a CRM): the safe choice has the focus, and nothing closes it while the action runs.
 */
export function ConfirmDialog({ open, title, description, cancelLabel, confirmLabel, pendingLabel, pending, onConfirm, onClose, onCloseAutoFocus }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={title}
      description={description}
      closeLabel={cancelLabel}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="row dialog__actions">
        <Button variant="outline" onClick={onClose} disabled={pending} autoFocus>
          {cancelLabel}
        </Button>
        <Button className="settings__btn-danger" isLoading={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
