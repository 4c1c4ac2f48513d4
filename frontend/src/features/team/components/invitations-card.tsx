import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation, useWithdrawInvitation } from '../api/invitation-actions';
import type { PendingInvitation } from '../api/types';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { ConfirmDialog } from './confirm-dialog';
import { errorText } from './error-text';

/** The invitations not yet accepted: send again (new link, 7 days) or withdraw. */
export function InvitationsCard() {
  const { t } = useTranslation(NS);
  const invitations = useInvitations(true);
  const [withdrawing, setWithdrawing] = useState<PendingInvitation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resend = useResendInvitation({
    onSuccess: (invitation) => toast.success(t('invitations.resent', { email: invitation.email })),
    onError: (e) => toast.error(errorText(e, t('invitations.failed'))),
  });
  const withdraw = useWithdrawInvitation({
    onSuccess: () => {
      toast.success(t('invitations.withdrawn'));
      setWithdrawing(null);
      setError(null);
    },
    onError: (e) => setError(errorText(e, t('invitations.failed'))),
  });

  return (
    <Card>
      <h2 className="settings__card-title">{t('invitations.title')}</h2>
      <QueryState query={invitations} layout="section" loadingLabel={t('invitations.loading')} errorText={t('invitations.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <p className="settings__note">{t('invitations.empty')}</p>
          ) : (
            <ul className="team-list" aria-label={t('invitations.title')}>
              {list.map((invitation) => {
                const resending = resend.isPending && resend.variables === invitation.id;
                return (
                  <li key={invitation.id} className="team-row">
                    <div className="team-row__who">
                      <span className="team-row__name">{invitation.email}</span>
                      <span className="team-row__meta">
                        {t('invitations.meta', { role: t(`roles.${invitation.role}`), invited: formatDate(invitation.invitedAt), expires: formatDate(invitation.expiresAt) })}
                      </span>
                    </div>
                    <div className="team-row__actions">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={resending ? undefined : t('invitations.resendLabel', { email: invitation.email })}
                        isLoading={resending}
                        disabled={resend.isPending}
                        onClick={() => resend.mutate(invitation.id)}
                      >
                        {resending ? t('invitations.resending') : t('invitations.resend')}
                      </Button>
                      <Button variant="ghost" size="sm" aria-label={t('invitations.withdrawLabel', { email: invitation.email })} onClick={() => setWithdrawing(invitation)}>
                        {t('invitations.withdraw')}
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
          title={t('invitations.withdrawTitle')}
          text={t('invitations.withdrawText', { email: withdrawing.email })}
          confirmLabel={t('invitations.withdrawConfirm')}
          pendingLabel={t('invitations.withdrawing')}
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
