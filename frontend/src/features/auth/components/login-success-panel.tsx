import { Button } from '@/components/ui/button';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

export function LoginSuccessPanel({ onContinue, label }: { onContinue: () => void; label?: string }) {
  const { t } = useTranslation(NS);
  return (
    <div className="stack panel-center">
      <div className="panel-icon panel-icon--success" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <Button size="lg" block onClick={onContinue}>
        {label ?? t('loginSuccess.button')}
      </Button>
    </div>
  );
}
