import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { assignableRoles, canManageMember, type AccountRole } from '@/lib/account-role';
import { formatDate } from '@/lib/format';
import { useMembers } from '../api/get-members';
import { useChangeMemberRole, useRemoveMember } from '../api/member-actions';
import type { Member } from '../api/types';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { ConfirmDialog } from './confirm-dialog';
import { errorText } from './error-text';

type Pending = { kind: 'role'; member: Member; role: AccountRole } | { kind: 'remove'; member: Member } | null;

interface MembersCardProps {
  myRole: AccountRole | null | undefined;
  myUserId: string;
  /** The 'Mitglied einladen' button, shown in the card's head (only for who may invite). */
  inviteButton?: React.ReactNode;
}

function nameOf(member: Member): string {
  return member.name?.trim() || member.email;
}

/** The members with their role chips; role change and removal only where the viewer may. */
export function MembersCard({ myRole, myUserId, inviteButton }: MembersCardProps) {
  const { t } = useTranslation(NS);
  const members = useMembers();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setPending(null);
    setError(null);
  };
  const changeRole = useChangeMemberRole({
    onSuccess: (member) => {
      toast.success(t('changeRole.done', { name: nameOf(member), role: t(`roles.${member.role}`) }));
      close();
    },
    onError: (e) => setError(errorText(e, t('invitations.failed'))),
  });
  const remove = useRemoveMember({
    onSuccess: () => {
      if (pending) toast.success(t('remove.done', { name: nameOf(pending.member) }));
      close();
    },
    onError: (e) => setError(errorText(e, t('invitations.failed'))),
  });
  const roles = assignableRoles(myRole);

  return (
    <Card>
      <div className="team-card__head">
        <div>
          <h2 className="settings__card-title">{t('members.title')}</h2>
          <p className="settings__note">{inviteButton ? t('members.intro') : t('members.readOnly')}</p>
        </div>
        {inviteButton}
      </div>
      <QueryState query={members} layout="section" loadingLabel={t('members.loading')} errorText={t('members.loadError')}>
        {(list) => (
          <ul className="team-list" aria-label={t('members.title')}>
            {list.map((member) => {
              const self = member.userId === myUserId;
              const manageable = !self && canManageMember(myRole, member.role);
              const name = nameOf(member);
              return (
                <li key={member.userId} className="team-row">
                  <div className="team-row__who">
                    <span className="team-row__name">
                      {name}
                      {self && <span className="badge badge--muted team-row__you">{t('members.you')}</span>}
                    </span>
                    {member.name?.trim() && <span className="team-row__email">{member.email}</span>}
                    <span className="team-row__meta">
                      {t('members.joined', { date: formatDate(member.joinedAt) })}
                      <SecondFactorBadge enabled={member.secondFactorEnabled} />
                    </span>
                  </div>
                  <div className="team-row__actions">
                    {manageable ? (
                      <>
                        <label className="visually-hidden" htmlFor={`role-${member.userId}`}>
                          {t('members.roleLabel', { name })}
                        </label>
                        <select
                          id={`role-${member.userId}`}
                          className="field__input team-select"
                          value={member.role}
                          onChange={(e) => setPending({ kind: 'role', member, role: e.target.value as AccountRole })}
                        >
                          {roles.map((role) => (
                            <option key={role} value={role}>
                              {t(`roles.${role}`)}
                            </option>
                          ))}
                        </select>
                        <Button variant="outline" size="sm" aria-label={t('members.removeLabel', { name })} onClick={() => setPending({ kind: 'remove', member })}>
                          {t('members.remove')}
                        </Button>
                      </>
                    ) : (
                      <span className={`team-chip team-chip--${member.role}`}>{t(`roles.${member.role}`)}</span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>

      {pending?.kind === 'role' && (
        <ConfirmDialog
          title={t('changeRole.title')}
          text={t('changeRole.text', { name: nameOf(pending.member), from: t(`roles.${pending.member.role}`), to: t(`roles.${pending.role}`) })}
          confirmLabel={t('changeRole.confirm')}
          pendingLabel={t('changeRole.pending')}
          pending={changeRole.isPending}
          error={error}
          onConfirm={() => changeRole.mutate({ userId: pending.member.userId, role: pending.role })}
          onCancel={close}
        />
      )}
      {pending?.kind === 'remove' && (
        <ConfirmDialog
          title={t('remove.title')}
          text={t('remove.text', { name: nameOf(pending.member) })}
          confirmLabel={t('remove.confirm')}
          pendingLabel={t('remove.pending')}
          pending={remove.isPending}
          error={error}
          danger
          onConfirm={() => remove.mutate(pending.member.userId)}
          onCancel={close}
        />
      )}
    </Card>
  );
}

/** Whether the member has a second factor: the word says it, the colour only repeats it. */
function SecondFactorBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <span
      className={`badge ${enabled ? 'badge--success' : 'badge--muted'} team-row__factor`}
      title={enabled ? t('members.secondFactorOnLabel') : t('members.secondFactorOffLabel')}
    >
      <span aria-hidden="true">{enabled ? t('members.secondFactorOn') : t('members.secondFactorOff')}</span>
      <span className="visually-hidden">{enabled ? t('members.secondFactorOnLabel') : t('members.secondFactorOffLabel')}</span>
    </span>
  );
}
