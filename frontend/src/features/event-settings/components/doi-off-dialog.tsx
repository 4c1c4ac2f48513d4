import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NS } from '../i18n';

export function DoiOffDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()} title={t('doiDialog.title')} description={t('doiDialog.text')}>
      <div className="row dialog__actions">
        <Button variant="outline" onClick={onCancel} autoFocus>
          {t('doiDialog.no')}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {t('doiDialog.yes')}
        </Button>
      </div>
    </Dialog>
  );
}
