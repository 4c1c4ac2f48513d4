import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { enterAccount } from '@/lib/account-switch';
import { useLeaveAccount } from '../api/member-actions';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { ConfirmDialog } from './confirm-dialog';
import { errorText } from './error-text';

/**
 * 'Konto verlassen'. The last owner gets the reason instead of the button (the server refuses it
 * too, with ACCOUNT_LAST_OWNER). Afterwards nothing of the account stays cached: /me says where
 * the user is now (another account, or none: the organiser layout then says so).
 */
export function LeaveCard({ accountName, lastOwner }: { accountName: string | null; lastOwner: boolean }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [entering, setEntering] = useState(false);
  const leave = useLeaveAccount({
    onSuccess: async () => {
      setEntering(true);
      try {
        await enterAccount(queryClient);
      } finally {
        toast.success(t('leave.done'));
        navigate('/dashboard', { replace: true });
      }
    },
    onError: (e) => setError(errorText(e, t('invitations.failed'))),
  });

  return (
    <Card className="team-leave">
      <h2 className="settings__card-title">{t('leave.title')}</h2>
      {lastOwner ? (
        <p className="settings__note">{t('leave.lastOwner')}</p>
      ) : (
        <>
          <p className="settings__note settings__note--top">{t('leave.text')}</p>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('leave.open')}
          </Button>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('leave.confirmTitle')}
          text={t('leave.confirmText', { account: accountName ?? t('leave.thisAccount') })}
          confirmLabel={t('leave.confirm')}
          pendingLabel={t('leave.pending')}
          pending={leave.isPending || entering}
          error={error}
          danger
          onConfirm={() => leave.mutate()}
          onCancel={() => {
            setConfirming(false);
            setError(null);
          }}
        />
      )}
    </Card>
  );
}
