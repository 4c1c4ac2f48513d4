import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { ENGLISH_FIELDS, englishFallback, type EventSettings, type TranslatableField } from '../types';
import type { TabProps } from './tab-props';
import { TextAreaField } from '@/components/ui/text-area-field';
import { NS } from '../i18n';

interface EnglishTextsProps extends TabProps {
  /** The German fields whose English versions this section edits, in order. */
  fields: TranslatableField[];
  /** Rows per long text; a field without an entry is a one-line input. */
  rows?: Partial<Record<TranslatableField, number>>;
}

/**
 * A collapsible 'Englische Texte (optional)' part of a tab: the English versions of that tab's
 * texts. Each empty field shows, greyed, what English visitors get instead (englishFallback).
 * Open from the start when one of them is filled, and while one of them could not be saved.
 */
export function EnglishTexts({ values, onChange, errors = {}, fields, rows = {} }: EnglishTextsProps) {
  const { t } = useTranslation(NS);
  const filled = fields.filter((field) => values[ENGLISH_FIELDS[field]].trim()).length;
  const [open, setOpen] = useState(filled > 0);
  // a field the save could not store must be seen
  const refused = fields.some((field) => errors[ENGLISH_FIELDS[field]]);
  return (
    <details className="es-english" open={open || refused} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="es-english__summary">
        <span className="es-english__label">
          <span className="es-english__badge" aria-hidden="true">
            {t('english.badge')}
          </span>{' '}
          <span className="es-english__title">{t('english.title')}</span>
          <span className="es-english__count">{t('english.filled', { n: filled, total: fields.length })}</span>
        </span>
      </summary>
      <div className="es-english__body stack">
        <p className="field__hint es-english__hint">
          {t('english.hint')}
        </p>
        {fields.map((field) => {
          const key = ENGLISH_FIELDS[field];
          const common = {
            label: t(`english.${field}`),
            name: key,
            lang: 'en',
            placeholder: englishFallback(values, field),
            value: values[key],
            error: errors[key],
            onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value } as Partial<EventSettings>),
          };
          return rows[field] ? <TextAreaField key={key} rows={rows[field]} {...common} /> : <Field key={key} {...common} />;
        })}
      </div>
    </details>
  );
}
