import { useId, type ReactNode } from 'react';

/** The ids a field's control refers to: its own, and its hint's and error's by aria-describedby. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { inputId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

interface FieldFrameProps {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The control itself, with id={ids.inputId} and aria-describedby={ids.describedBy}. */
  children: ReactNode;
}

/**
 * A field's label, hint and error around its control (Field, TextAreaField). The error is no
 * alert of its own: the form's ErrorSummary announces all of them once and the focus moves here.
 */
export function FieldFrame({ ids, label, required, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
