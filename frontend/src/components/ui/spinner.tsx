import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@/lib/i18n';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; ignored when decorative. */
  label?: string;
  /** Purely visual (e.g. inside a button that already says what happens). */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label, decorative }: SpinnerProps) {
  const { t } = useTranslation(COMMON_NS);
  if (decorative) return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}

/** Centered spinner for a whole page or section while data loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** Small spinner with its label beside it, for a section or a form that is still loading. */
export function LoadingLine({ label: given }: { label?: string }) {
  const { t } = useTranslation(COMMON_NS);
  const label = given ?? t('loading');
  return (
    <div className="loading-line">
      <Spinner size="sm" label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
