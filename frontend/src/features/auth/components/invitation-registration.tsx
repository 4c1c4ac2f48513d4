import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { RegisterInput, RegisterResponse } from '../api/register';
import { REGISTER_TOAST_DURATION_MS } from '../constants';
import { NS } from '../i18n';
import { RegisterForm } from './register-form';
import { VerificationPanel } from './verification-panel';

interface InvitationRegistrationProps {
  token: string;
  /** The invited address, prefilled (another one may be typed). */
  email: string;
  /** Back to the invitation's choice (sign in instead). */
  onBack: () => void;
}

/**
 * Creating an account from an invitation (/einladung/:token): the register form with the token
 * and without the company slug, then the usual 'check your mail'; after activation the new
 * user is a member of the inviting account.
 */
export function InvitationRegistration({ token, email, onBack }: InvitationRegistrationProps) {
  const { t } = useTranslation(NS);
  const [sent, setSent] = useState<{ email: string; input: RegisterInput } | null>(null);

  function registered(data: RegisterResponse, input: RegisterInput) {
    toast.success(t('toasts.accountCreated'), { description: t('toasts.accountCreatedDescription'), duration: REGISTER_TOAST_DURATION_MS });
    setSent({ email: data.email || input.email, input });
  }

  if (sent) {
    return (
      <div className="stack">
        <h2 className="dialog__title">{t('verify.title')}</h2>
        <VerificationPanel
          email={sent.email}
          registration={sent.input}
          onResent={() => toast.success(t('toasts.resent'), { description: t('toasts.resentDescription'), duration: REGISTER_TOAST_DURATION_MS })}
          onBackToLogin={onBack}
          backLabel={t('invitation.back')}
        />
      </div>
    );
  }
  return (
    <div className="stack">
      <RegisterForm invitation={{ token, email }} onSuccess={registered} />
      <p className="dialog__switch">
        <button type="button" className="link-button" onClick={onBack}>
          {t('invitation.back')}
        </button>
      </p>
    </div>
  );
}
