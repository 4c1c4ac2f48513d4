import { useUser } from '@/lib/auth';
import { needsSecondFactor } from '@/lib/second-factor';
import '../security.css';
import { EmailChangeCard } from './email-change-card';
import { PasskeysCard } from './passkeys-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * Settings → Sicherheit, for every role: password, address, second factor (app and passkeys) and
 * the signed-in devices. While a second factor is required and missing, it comes first; the cards
 * are keyed, so one keeps its state (the recovery codes on screen) when the order changes back.
 */
export function SecurityTab() {
  const { user } = useUser();
  const secondFactor = [<TwoFactorCard key="totp" />, <PasskeysCard key="passkeys" />];
  const account = [<PasswordCard key="password" />, <EmailChangeCard key="email" />];
  return (
    <div className="settings__stack">
      {needsSecondFactor(user) ? [...secondFactor, ...account] : [...account, ...secondFactor]}
      <SessionsCard />
    </div>
  );
}
