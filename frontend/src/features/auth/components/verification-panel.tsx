import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useRegister, type RegisterInput, type RegisterResponse } from '../api/register';
import { NS } from '../i18n';

interface VerificationPanelProps {
  email: string;
  /** The values of the registration; "E-Mail nochmals senden" repeats the call with them. */
  registration: RegisterInput;
  onResent: (data: RegisterResponse) => void;
  onBackToLogin: () => void;
  /** The back button's words ('Zurück zur Anmeldung' by default). */
  backLabel?: string;
}

export function VerificationPanel({ email, registration, onResent, onBackToLogin, backLabel }: VerificationPanelProps) {
  const { t } = useTranslation(NS);
  const resend = useRegister({
    onSuccess: (data) => onResent(data),
    onError: (error) => {
      toast.error(t('toasts.errorTitle'), { description: error.message || t('toasts.registerFailed') });
    },
  });

  return (
    <div className="stack panel-center">
      <div className="panel-icon panel-icon--info" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3 7l9 6 9-6" />
        </svg>
      </div>
      <p>{t('verify.sentTo')}</p>
      <p className="panel-email">{email}</p>
      <p className="muted">{t('verify.instructions')}</p>
      <div className="stack stack--sm">
        <Button
          variant="primary"
          block
          isLoading={resend.isPending}
          onClick={() => resend.mutate(registration)}
        >
          {resend.isPending ? t('verify.resending') : t('verify.resend')}
        </Button>
        <Button variant="outline" block onClick={onBackToLogin}>
          {backLabel ?? t('verify.backToLogin')}
        </Button>
      </div>
    </div>
  );
}
