export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; ignored when decorative. */
  label?: string;
  /** Purely visual (e.g. inside a button that already says what happens). */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label = 'Wird geladen...', decorative }: SpinnerProps) {
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
