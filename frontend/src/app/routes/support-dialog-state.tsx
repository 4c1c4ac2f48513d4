import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportMode } from '@/features/support';
import { NS } from '../i18n';

/** Loaded on the first opening: the public pages' first view does not carry the form and its dialog. */
const SupportDialog = lazy(() => import('@/features/support').then((m) => ({ default: m.SupportDialog })));

/** State of the public pages' support / organiser-enquiry dialog: an opener plus the dialog element. */
export function useSupportDialog() {
  const [state, setState] = useState<{ open: boolean; mode: SupportMode; used: boolean }>({
    open: false,
    mode: 'support',
    used: false,
  });
  return {
    openSupport: (mode: SupportMode) => setState({ open: true, mode, used: true }),
    supportDialog: state.used ? (
      <Suspense fallback={null}>
        <SupportDialog open={state.open} mode={state.mode} onOpenChange={(open) => setState((s) => ({ ...s, open }))} />
      </Suspense>
    ) : null,
  };
}

/** The footer's Support entry (looks like the footer links, opens the dialog). */
export function FooterSupportButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <button type="button" className="site-footer__button" onClick={onClick}>
      {t('support')}
    </button>
  );
}
