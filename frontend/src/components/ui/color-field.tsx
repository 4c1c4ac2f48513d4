import { useId } from 'react';

interface ColorFieldProps {
  label: string;
  /** Accessible name of the hex text input. */
  hexLabel: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown in the colour picker while the hex text is not a valid colour (e.g. #E76E33). */
  fallback?: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Colour picker plus hex text input, both editing the same value. */
export function ColorField({ label, hexLabel, name, value, onChange, error, fallback = '#E76E33' }: ColorFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={`${id}-picker`}>
        {label}
      </label>
      <div className="color-field">
        <input
          id={`${id}-picker`}
          type="color"
          className="color-field__picker"
          value={HEX.test(value) ? value.toLowerCase() : fallback.toLowerCase()}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          type="text"
          name={name}
          className="field__input color-field__hex"
          aria-label={hexLabel}
          value={value}
          maxLength={7}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
