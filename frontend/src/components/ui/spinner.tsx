interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; ignored when decorative. */
  label?: string;
  /** Purely visual (e.g. inside a button that already says what happens). */
  decorative?: boolean;
}

const LOADING = 'Wird geladen...';

export function Spinner({ size = 'md', label = LOADING, decorative }: SpinnerProps) {
  if (decorative) return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label}</span>
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
export function LoadingLine({ label = LOADING }: { label?: string }) {
  return (
    <div className="loading-line">
      <Spinner size="sm" label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
