import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MAX_CUSTOM_OPTIONS } from '../types';
import { NS } from '../i18n';

interface OptionsEditorProps {
  field: 1 | 2;
  options: string[];
  onChange: (options: string[]) => void;
  /** The server's refusal of the list (too many, duplicates, too long). */
  error?: string;
}

/** Dropdown options of a custom field: add/remove rows, at most 20. */
export function OptionsEditor({ field, options, onChange, error }: OptionsEditorProps) {
  const { t } = useTranslation(NS);
  const full = options.length >= MAX_CUSTOM_OPTIONS;
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={`es-options${error ? ' field--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{t('form.options')}</legend>
      <p className="field__hint">{t('form.optionsHint')}</p>
      {options.length > 0 && (
        <ol className="es-options__list">
          {options.map((option, index) => (
            <li key={index} className="es-options__row">
              <input
                className="field__input"
                name={`customField${field}Options`}
                aria-label={t('form.option', { field, index: index + 1 })}
                aria-invalid={error ? true : undefined}
                value={option}
                onChange={(e) => onChange(options.map((o, i) => (i === index ? e.target.value : o)))}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('form.removeOption', { field, index: index + 1 })}
                onClick={() => onChange(options.filter((_, i) => i !== index))}
              >
                <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button variant="outline" size="sm" disabled={full} onClick={() => onChange([...options, ''])}>
          + {t('form.addOption')}
        </Button>
        {full && <p className="field__hint">{t('form.maxOptions')}</p>}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
