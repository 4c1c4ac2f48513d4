import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Switch } from '@/components/ui/switch';
import { useCurrentAccount } from '../api/get-account';
import { useUpdateTeamSecurity } from '../api/update-team-security';
import { teamTexts } from '../texts';
import { errorText } from './error-text';

const t = teamTexts.security;

/** Owners only: whether every member must sign in with a second factor. */
export function TeamSecurityCard() {
  const account = useCurrentAccount(true);
  const update = useUpdateTeamSecurity({
    onSuccess: (required) => toast.success(required ? t.on : t.off),
    onError: (error) => toast.error(errorText(error, t.failed)),
  });

  return (
    <Card>
      <h2 className="settings__card-title">{t.title}</h2>
      <QueryState query={account} layout="section" loadingLabel={t.loading} errorText={t.loadError}>
        {(current) => (
          <Switch
            label={t.label}
            description={t.description}
            checked={Boolean(current.requireSecondFactor)}
            busy={update.isPending}
            onCheckedChange={(value) => update.mutate(value)}
          />
        )}
      </QueryState>
    </Card>
  );
}
