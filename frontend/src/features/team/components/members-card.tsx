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
import { roleLabel, teamTexts } from '../texts';
import { ConfirmDialog } from './confirm-dialog';
import { errorText } from './error-text';

const t = teamTexts.members;

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
  const members = useMembers();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setPending(null);
    setError(null);
  };
  const changeRole = useChangeMemberRole({
    onSuccess: (member) => {
      toast.success(teamTexts.changeRole.done(nameOf(member), roleLabel(member.role)));
      close();
    },
    onError: (e) => setError(errorText(e, teamTexts.invitations.failed)),
  });
  const remove = useRemoveMember({
    onSuccess: () => {
      if (pending) toast.success(teamTexts.remove.done(nameOf(pending.member)));
      close();
    },
    onError: (e) => setError(errorText(e, teamTexts.invitations.failed)),
  });
  const roles = assignableRoles(myRole);

  return (
    <Card>
      <div className="team-card__head">
        <div>
          <h2 className="settings__card-title">{t.title}</h2>
          <p className="settings__note">{inviteButton ? t.intro : t.readOnly}</p>
        </div>
        {inviteButton}
      </div>
      <QueryState query={members} layout="section" loadingLabel={t.loading} errorText={t.loadError}>
        {(list) => (
          <ul className="team-list" aria-label={t.title}>
            {list.map((member) => {
              const self = member.userId === myUserId;
              const manageable = !self && canManageMember(myRole, member.role);
              const name = nameOf(member);
              return (
                <li key={member.userId} className="team-row">
                  <div className="team-row__who">
                    <span className="team-row__name">
                      {name}
                      {self && <span className="badge badge--muted team-row__you">{t.you}</span>}
                    </span>
                    {member.name?.trim() && <span className="team-row__email">{member.email}</span>}
                    <span className="team-row__meta">
                      {t.joined(formatDate(member.joinedAt))}
                      <SecondFactorBadge enabled={member.secondFactorEnabled} />
                    </span>
                  </div>
                  <div className="team-row__actions">
                    {manageable ? (
                      <>
                        <label className="visually-hidden" htmlFor={`role-${member.userId}`}>
                          {t.roleLabel(name)}
                        </label>
                        <select
                          id={`role-${member.userId}`}
                          className="field__input team-select"
                          value={member.role}
                          onChange={(e) => setPending({ kind: 'role', member, role: e.target.value as AccountRole })}
                        >
                          {roles.map((role) => (
                            <option key={role} value={role}>
                              {roleLabel(role)}
                            </option>
                          ))}
                        </select>
                        <Button variant="outline" size="sm" aria-label={t.removeLabel(name)} onClick={() => setPending({ kind: 'remove', member })}>
                          {t.remove}
                        </Button>
                      </>
                    ) : (
                      <span className={`team-chip team-chip--${member.role}`}>{roleLabel(member.role)}</span>
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
          title={teamTexts.changeRole.title}
          text={teamTexts.changeRole.text(nameOf(pending.member), roleLabel(pending.member.role), roleLabel(pending.role))}
          confirmLabel={teamTexts.changeRole.confirm}
          pendingLabel={teamTexts.changeRole.pending}
          pending={changeRole.isPending}
          error={error}
          onConfirm={() => changeRole.mutate({ userId: pending.member.userId, role: pending.role })}
          onCancel={close}
        />
      )}
      {pending?.kind === 'remove' && (
        <ConfirmDialog
          title={teamTexts.remove.title}
          text={teamTexts.remove.text(nameOf(pending.member))}
          confirmLabel={teamTexts.remove.confirm}
          pendingLabel={teamTexts.remove.pending}
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
  return (
    <span
      className={`badge ${enabled ? 'badge--success' : 'badge--muted'} team-row__factor`}
      title={enabled ? t.secondFactorOnLabel : t.secondFactorOffLabel}
    >
      <span aria-hidden="true">{enabled ? t.secondFactorOn : t.secondFactorOff}</span>
      <span className="visually-hidden">{enabled ? t.secondFactorOnLabel : t.secondFactorOffLabel}</span>
    </span>
  );
}
