import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { adminTexts } from '../texts';
import type { AdminUser } from '../types';

const t = adminTexts.deleteUser;

interface DeleteUserDialogProps {
  user: AdminUser;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirmation listing everything that goes with the user. */
export function DeleteUserDialog({ user, pending, onConfirm, onCancel }: DeleteUserDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={t.title}
      description={t.intro(user.name, user.email)}
    >
      <ul className="admin-delete__list">
        {t.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="admin-delete__warning">{t.irreversible}</p>
      <div className="admin-form__actions">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t.cancel}
        </Button>
        <Button className="admin-btn-danger" onClick={onConfirm} isLoading={pending}>
          {pending ? t.pending : t.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
