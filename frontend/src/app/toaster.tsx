import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useSuccessClearsOlderErrors } from '@/lib/toast-rules';
import { NS } from './i18n';

/** One toast visible at a time, 5 s by default. */
const TOAST_LIMIT = 1;
const TOAST_DURATION_MS = 5000;

/** The app's toaster (app/providers.tsx loads it once the page is idle; tests render it directly). */
export function AppToaster() {
  useSuccessClearsOlderErrors();
  const { t } = useTranslation(NS);
  return (
    <Toaster
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t('notifications')}
      // without it, sonner reads the document's direction with getComputedStyle on every render:
      // a style recalculation of the whole page per toast (12 ms on the lead desk with 50 rows)
      dir="ltr"
      toastOptions={{ classNames: { toast: 'toast' } }}
    />
  );
}
