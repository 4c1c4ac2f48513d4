import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { AdminUser } from '../types';

interface DeleteUserDialogProps {
  user: AdminUser;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirmation listing everything that goes with the user. */
export function DeleteUserDialog({ user, pending, onConfirm, onCancel }: DeleteUserDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={t('deleteUser.title')}
      description={t('deleteUser.intro', { name: user.name, email: user.email })}
    >
      <ul className="admin-delete__list">
        {t('deleteUser.items', { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="admin-delete__warning">{t('deleteUser.irreversible')}</p>
      <div className="admin-form__actions">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('deleteUser.cancel')}
        </Button>
        <Button className="admin-btn-danger" onClick={onConfirm} isLoading={pending}>
          {pending ? t('deleteUser.pending') : t('deleteUser.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
