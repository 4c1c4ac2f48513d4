import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation, useWithdrawInvitation } from '../api/invitation-actions';
import type { PendingInvitation } from '../api/types';
import { roleLabel, teamTexts } from '../texts';
import { ConfirmDialog } from './confirm-dialog';
import { errorText } from './error-text';

const t = teamTexts.invitations;

/** The invitations not yet accepted: send again (new link, 7 days) or withdraw. */
export function InvitationsCard() {
  const invitations = useInvitations(true);
  const [withdrawing, setWithdrawing] = useState<PendingInvitation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resend = useResendInvitation({
    onSuccess: (invitation) => toast.success(t.resent(invitation.email)),
    onError: (e) => toast.error(errorText(e, t.failed)),
  });
  const withdraw = useWithdrawInvitation({
    onSuccess: () => {
      toast.success(t.withdrawn);
      setWithdrawing(null);
      setError(null);
    },
    onError: (e) => setError(errorText(e, t.failed)),
  });

  return (
    <Card>
      <h2 className="settings__card-title">{t.title}</h2>
      <QueryState query={invitations} layout="section" loadingLabel={t.loading} errorText={t.loadError}>
        {(list) =>
          list.length === 0 ? (
            <p className="settings__note">{t.empty}</p>
          ) : (
            <ul className="team-list" aria-label={t.title}>
              {list.map((invitation) => {
                const resending = resend.isPending && resend.variables === invitation.id;
                return (
                  <li key={invitation.id} className="team-row">
                    <div className="team-row__who">
                      <span className="team-row__name">{invitation.email}</span>
                      <span className="team-row__meta">
                        {t.meta(roleLabel(invitation.role), formatDate(invitation.invitedAt), formatDate(invitation.expiresAt))}
                      </span>
                    </div>
                    <div className="team-row__actions">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={resending ? undefined : t.resendLabel(invitation.email)}
                        isLoading={resending}
                        disabled={resend.isPending}
                        onClick={() => resend.mutate(invitation.id)}
                      >
                        {resending ? t.resending : t.resend}
                      </Button>
                      <Button variant="ghost" size="sm" aria-label={t.withdrawLabel(invitation.email)} onClick={() => setWithdrawing(invitation)}>
                        {t.withdraw}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
      {withdrawing && (
        <ConfirmDialog
          title={t.withdrawTitle}
          text={t.withdrawText(withdrawing.email)}
          confirmLabel={t.withdrawConfirm}
          pendingLabel={t.withdrawing}
          pending={withdraw.isPending}
          error={error}
          danger
          onConfirm={() => withdraw.mutate(withdrawing.id)}
          onCancel={() => {
            setWithdrawing(null);
            setError(null);
          }}
        />
      )}
    </Card>
  );
}
