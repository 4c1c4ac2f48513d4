import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/*
 * Labelled controls of the visitor pages. Same classes as components/ui/field.tsx; errors are
 * shown inline (not as separate alerts: the form announces a summary once and moves the focus).
 */

interface ControlBase {
  id: string;
  label: string;
  /** Adds ' (optional)' to the label. */
  optionalText?: string;
  error?: string;
}

function describedBy(id: string, error?: string) {
  return error ? `${id}-error` : undefined;
}

function Label({ id, label, optionalText }: Pick<ControlBase, 'id' | 'label' | 'optionalText'>) {
  return (
    <label className="field__label vp-field__label" htmlFor={id}>
      {label}
      {optionalText && (
        <>
          {' '}
          <span className="vp-field__optional">{optionalText}</span>
        </>
      )}
    </label>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field__error vp-field__error">
      {error}
    </p>
  );
}

type TextControlProps = ControlBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export const TextControl = forwardRef<HTMLInputElement, TextControlProps>(function TextControl(
  { id, label, optionalText, error, ...rest },
  ref,
) {
  return (
    <div className={`field vp-field${error ? ' field--invalid' : ''}`}>
      <Label id={id} label={label} optionalText={optionalText} />
      <input
        ref={ref}
        id={id}
        className="field__input vp-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...rest}
      />
      <FieldError id={id} error={error} />
    </div>
  );
});

type SelectControlProps = ControlBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: string[]; placeholder: string };

export const SelectControl = forwardRef<HTMLSelectElement, SelectControlProps>(function SelectControl(
  { id, label, optionalText, error, options, placeholder, ...rest },
  ref,
) {
  return (
    <div className={`field vp-field${error ? ' field--invalid' : ''}`}>
      <Label id={id} label={label} optionalText={optionalText} />
      <select
        ref={ref}
        id={id}
        className="field__input vp-field__input vp-field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
});

type CheckboxControlProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  children: ReactNode;
  error?: string;
};

export const CheckboxControl = forwardRef<HTMLInputElement, CheckboxControlProps>(function CheckboxControl(
  { id, children, error, ...rest },
  ref,
) {
  return (
    <div className={`vp-check${error ? ' vp-check--invalid' : ''}`}>
      <div className="vp-check__row">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="vp-check__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          {...rest}
        />
        <label htmlFor={id} className="vp-check__label">
          {children}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
});
