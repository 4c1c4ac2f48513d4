import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LiveStatus } from '@/components/ui/live-status';
import { NS } from '../i18n';

interface SecurityDialogProps {
  title: string;
  description: string;
  /** The fields to confirm with (password, code); none for a plain question. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** A refusal that belongs to no field, shown inside (the fields show their own). */
  problem?: string | null;
  danger?: boolean;
  /** useFormErrors' form: after a refusal the focus goes to the first marked field, else to the problem. */
  formRef?: RefObject<HTMLFormElement | null>;
  onConfirm: () => void;
  onClose: () => void;
}

/** One question (with the fields it needs) before a change to the sign-in; stays open while it runs. */
export function SecurityDialog({ title, description, children, confirmLabel, pendingLabel, pending, problem, danger, formRef, onConfirm, onClose }: SecurityDialogProps) {
  const { t } = useTranslation(NS);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) onConfirm();
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()} title={title} description={description}>
      <form ref={formRef} className="stack" onSubmit={submit} noValidate aria-label={title}>
        {problem && (
          <div tabIndex={-1} data-error-summary="">
            <Banner tone="error">{problem}</Banner>
          </div>
        )}
        {children}
        <div className="row dialog__actions">
          <Button variant="outline" onClick={onClose} disabled={pending} autoFocus={!children}>
            {t('security.cancel')}
          </Button>
          <Button type="submit" className={danger ? 'settings__btn-danger' : undefined} isLoading={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
        <LiveStatus message={pending ? pendingLabel : null} />
      </form>
    </Dialog>
  );
}
