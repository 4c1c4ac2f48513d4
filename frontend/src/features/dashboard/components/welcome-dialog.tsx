import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Confetti } from '@/components/ui/confetti';
import { Dialog } from '@/components/ui/dialog';
import { NS } from '../i18n';

/** Confetti for 3 s (the Confetti component's own run), next steps after 2 s. */
const WELCOME_STEPS_DELAY_MS = 2000;

interface WelcomeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
}

/** Shown once after the first sign-in of a freshly activated account (?welcome=true&verified=true). */
export function WelcomeDialog({ open, onOpenChange, name }: WelcomeDialogProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'welcome' });
  const [showSteps, setShowSteps] = useState(false);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => setShowSteps(true), WELCOME_STEPS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <>
      {open && <Confetti />}
      <Dialog open={open} onOpenChange={onOpenChange} title={t('title', { name })} description={t('description')} size="md">
        <div className="welcome" aria-live="polite">
          {showSteps && (
            <>
              <ol className="welcome__steps">
                {t('steps', { returnObjects: true }).map((step, index) => (
                  <li key={step.title} className="welcome__step">
                    <span className="welcome__number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span>
                      <strong className="welcome__step-title">{step.title}</strong>
                      <span className="welcome__step-text">{step.text}</span>
                    </span>
                  </li>
                ))}
              </ol>
              <ButtonLink to="/events?auto_create=true" size="lg" block onClick={() => onOpenChange(false)}>
                {t('button')}
              </ButtonLink>
            </>
          )}
        </div>
      </Dialog>
    </>
  );
}
