import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@/lib/i18n';

interface BannerProps {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
}

const ICONS: Record<BannerProps['tone'], string> = { success: '✓', error: '!', info: 'i' };

/** Inline status message. Success/info are polite live regions, errors are alerts. */
export function Banner({ tone, children, onDismiss, dismissLabel }: BannerProps) {
  const { t } = useTranslation(COMMON_NS);
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="banner__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="banner__body">{children}</div>
      {onDismiss && (
        <button type="button" className="banner__close" onClick={onDismiss} aria-label={dismissLabel ?? t('dismissNotice')}>
          ×
        </button>
      )}
    </div>
  );
}
