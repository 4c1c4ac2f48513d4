import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LiveStatus } from '@/components/ui/live-status';
import { ApiError } from '@/lib/api-client';
import { isPasskeyCancelled, passkeysSupported } from '@/lib/passkeys';
import type { SignedIn } from '../api/login';
import { usePasskeyLogin } from '../api/passkey-login';
import { NS } from '../i18n';

/**
 * 'Mit Passkey anmelden' under the password form: nothing without WebAuthn in the browser; a
 * cancelled browser dialog says nothing, any other failure says so beside the button.
 */
export function PasskeySignIn({ onSuccess }: { onSuccess: (data: SignedIn) => void }) {
  const { t } = useTranslation(NS, { keyPrefix: 'passkey' });
  const [supported] = useState(passkeysSupported);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = usePasskeyLogin({
    onSuccess,
    onError: (error) => {
      if (isPasskeyCancelled(error)) return;
      setFailure((error instanceof ApiError && error.serverMessage) || t('failed'));
    },
  });
  if (!supported) return null;

  return (
    <div className="stack stack--sm">
      <p className="auth-divider" aria-hidden="true">
        <span>{t('or')}</span>
      </p>
      {failure && <Banner tone="error">{failure}</Banner>}
      <Button
        variant="outline"
        size="lg"
        block
        isLoading={mutation.isPending}
        onClick={() => {
          setFailure(null);
          mutation.mutate();
        }}
      >
        {mutation.isPending ? t('pending') : t('button')}
      </Button>
      <LiveStatus message={mutation.isPending ? t('pending') : null} />
    </div>
  );
}
