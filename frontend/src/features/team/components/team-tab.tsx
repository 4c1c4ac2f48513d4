import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { assignableRoles, can } from '@/lib/account-role';
import { useUser } from '@/lib/auth';
import { useMembers } from '../api/get-members';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AuditCard } from './audit-card';
import { InvitationsCard } from './invitations-card';
import { InviteDialog } from './invite-dialog';
import { LeaveCard } from './leave-card';
import { MembersCard } from './members-card';
import { TeamSecurityCard } from './team-security-card';
import '../team.css';

/**
 * Settings → Team: members for everyone in the account; inviting, role changes and removal for
 * who may manage the team (a manager leaves owners alone); the protocol for owner and manager.
 */
export function TeamTab() {
  const { t } = useTranslation(NS);
  const { user } = useUser();
  const role = user?.accountRole;
  const members = useMembers();
  const [inviting, setInviting] = useState(false);
  const manage = can(role, 'team.manage');
  const roles = assignableRoles(role);
  const myId = String(user?.id ?? '');
  const accountName = user?.accounts?.find((account) => account.id === user.currentAccountId)?.name ?? null;
  // known once the list is there; until then no 'Konto verlassen' shows that might not apply
  const owners = members.data?.filter((member) => member.role === 'owner').length;
  const meInList = members.data?.find((member) => member.userId === myId);
  const lastOwner = meInList?.role === 'owner' && owners === 1;

  return (
    <div className="settings__stack">
      <MembersCard
        myRole={role}
        myUserId={myId}
        inviteButton={
          manage ? (
            <Button onClick={() => setInviting(true)}>{t('invite.open')}</Button>
          ) : undefined
        }
      />
      {role === 'owner' && <TeamSecurityCard />}
      {manage && <InvitationsCard />}
      {can(role, 'audit.read') && <AuditCard />}
      {members.data && <LeaveCard accountName={accountName} lastOwner={lastOwner} />}
      {manage && <InviteDialog open={inviting} onOpenChange={setInviting} roles={roles} />}
    </div>
  );
}
