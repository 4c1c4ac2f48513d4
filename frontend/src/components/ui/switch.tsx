import { useId, type ReactNode } from 'react';
import './switch.css';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  /** Ignores toggles (e.g. while saving) without taking the focus away like `disabled` would. */
  busy?: boolean;
  disabled?: boolean;
}

/** On/off switch (role="switch") with a visible label and an optional description. */
export function Switch({ checked, onCheckedChange, label, description, busy, disabled }: SwitchProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="switch-row">
      <div className="switch-row__text">
        <span id={labelId} className="switch-row__label">
          {label}
        </span>
        {description && (
          <span id={descriptionId} className="switch-row__description">
            {description}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => {
          if (!busy) onCheckedChange(!checked);
        }}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
