import { useState } from 'react';
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
 * the signed-in devices. While a second factor is required and missing, it comes first, and stays
 * first while the tab is open: enrolling must not move the recovery codes away under the user's eyes.
 */
export function SecurityTab() {
  const { user } = useUser();
  const required = needsSecondFactor(user);
  const [secondFactorFirst, setSecondFactorFirst] = useState(required);
  if (required && !secondFactorFirst) setSecondFactorFirst(true);
  const secondFactor = [<TwoFactorCard key="totp" />, <PasskeysCard key="passkeys" />];
  const account = [<PasswordCard key="password" />, <EmailChangeCard key="email" />];
  return (
    <div className="settings__stack">
      {secondFactorFirst ? [...secondFactor, ...account] : [...account, ...secondFactor]}
      <SessionsCard />
    </div>
  );
}
