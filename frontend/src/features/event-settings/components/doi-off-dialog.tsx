import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { eventSettingsTexts } from '../texts';

const t = eventSettingsTexts.doiDialog;

export function DoiOffDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()} title={t.title} description={t.text}>
      <div className="row dialog__actions">
        <Button variant="outline" onClick={onCancel} autoFocus>
          {t.no}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {t.yes}
        </Button>
      </div>
    </Dialog>
  );
}
