import type { ReactNode } from 'react';

interface BannerProps {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
}

const ICONS: Record<BannerProps['tone'], string> = { success: '✓', error: '!', info: 'i' };

/** Inline status message. Success/info are polite live regions, errors are alerts. */
export function Banner({ tone, children, onDismiss, dismissLabel = 'Hinweis schließen' }: BannerProps) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="banner__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="banner__body">{children}</div>
      {onDismiss && (
        <button type="button" className="banner__close" onClick={onDismiss} aria-label={dismissLabel}>
          ×
        </button>
      )}
    </div>
  );
}
