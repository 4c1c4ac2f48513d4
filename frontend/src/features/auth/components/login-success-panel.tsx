import { Button } from '@/components/ui/button';
import { authTexts } from '../texts';

export function LoginSuccessPanel({ onContinue, label = authTexts.loginSuccess.button }: { onContinue: () => void; label?: string }) {
  return (
    <div className="stack panel-center">
      <div className="panel-icon panel-icon--success" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <Button size="lg" block onClick={onContinue}>
        {label}
      </Button>
    </div>
  );
}
