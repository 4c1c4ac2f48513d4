import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** Labelled text input with optional hint and error, wired up with aria-describedby. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, hint, error, id, className, required, ...rest }, ref) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={ids.inputId}
        className="field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
});
