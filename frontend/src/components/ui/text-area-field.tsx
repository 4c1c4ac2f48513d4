import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** Labelled textarea, wired like Field (hint and error by aria-describedby). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, id, className, required, rows = 4, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <textarea
        ref={ref}
        id={ids.inputId}
        className={['field__input', 'field__textarea', className ?? ''].filter(Boolean).join(' ')}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
});
