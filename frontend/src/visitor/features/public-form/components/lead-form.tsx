import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PublicEventConfig } from '../../../api/get-public-form';
import { CheckboxControl, SelectControl, TextControl } from '../../../components/form-controls';
import {
  firstInvalidField,
  validateLeadForm,
  type LeadFieldName,
  type LeadFormErrors,
  type LeadFormValues,
} from '../validation';
import { formTexts as t } from '../texts';
import { ConsentText } from './consent-text';

export interface LeadFormProps {
  config: PublicEventConfig;
  values: LeadFormValues;
  onChange: (values: LeadFormValues) => void;
  onSubmit: (values: LeadFormValues) => void;
  pending: boolean;
  /** After 'Erneut versuchen': put the focus on the submit button. */
  focusSubmit?: boolean;
}

const IDS: Record<LeadFieldName, string> = {
  email: 'lead-email',
  name: 'lead-name',
  customField1: 'lead-custom-1',
  customField2: 'lead-custom-2',
  consent: 'lead-consent',
};

export function LeadForm({ config, values, onChange, onSubmit, pending, focusSubmit }: LeadFormProps) {
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusSubmit) submitRef.current?.focus();
  }, [focusSubmit]);

  function update<K extends keyof LeadFormValues>(key: K, value: LeadFormValues[K]) {
    onChange({ ...values, [key]: value });
    if (key in errors) {
      setErrors((prev) => {
        const next = { ...prev };
        delete next[key as LeadFieldName];
        return next;
      });
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateLeadForm(values, config);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      const messages = Object.values(found);
      // A trailing no-break space toggles so that the same text is announced again.
      setAnnouncement((prev) => `${t.errorSummary(messages.length)}${messages.join(' ')}${prev.endsWith('\u00a0') ? '' : '\u00a0'}`);
      formRef.current?.querySelector<HTMLElement>(`#${IDS[first]}`)?.focus();
      return;
    }
    setAnnouncement('');
    onSubmit(values);
  }

  const optional = (required: boolean) => (required ? undefined : t.optional);

  function customField(key: 'customField1' | 'customField2') {
    const label = config[key];
    if (!label) return null;
    const options = config[`${key}Options`];
    const required = config[`${key}Required`];
    const common = {
      id: IDS[key],
      label,
      optionalText: optional(required),
      error: errors[key],
      required,
      name: key,
    };
    if (options.length) {
      return (
        <SelectControl
          {...common}
          options={options}
          placeholder={t.selectPlaceholder}
          value={values[key]}
          onChange={(e) => update(key, e.target.value)}
        />
      );
    }
    return (
      <TextControl
        {...common}
        type="text"
        maxLength={200}
        value={values[key]}
        onChange={(e) => update(key, e.target.value)}
      />
    );
  }

  return (
    <form ref={formRef} className="vp-form" noValidate onSubmit={handleSubmit}>
      <TextControl
        id={IDS.email}
        label={t.emailLabel}
        error={errors.email}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={254}
        placeholder={t.emailPlaceholder}
        required
        value={values.email}
        onChange={(e) => update('email', e.target.value)}
      />
      <TextControl
        id={IDS.name}
        label={t.nameLabel}
        optionalText={optional(config.nameRequired)}
        error={errors.name}
        type="text"
        name="name"
        autoComplete="name"
        autoCapitalize="words"
        maxLength={100}
        required={config.nameRequired}
        value={values.name}
        onChange={(e) => update('name', e.target.value)}
      />
      {customField('customField1')}
      {customField('customField2')}

      {/* Honeypot: invisible to people and screen readers, out of the tab order; bots fill it. */}
      <div className="vp-honeypot" aria-hidden="true">
        <label htmlFor="lead-website">{t.honeypotLabel}</label>
        <input
          id="lead-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => update('website', e.target.value)}
        />
      </div>

      <CheckboxControl
        id={IDS.consent}
        name="consent"
        required
        error={errors.consent}
        checked={values.consent}
        onChange={(e) => update('consent', e.target.checked)}
      >
        <ConsentText privacyText={config.privacyText} privacyUrl={config.privacyUrl} />
      </CheckboxControl>

      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>

      <button
        ref={submitRef}
        type="submit"
        className="btn btn--lg btn--block vp-button"
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending && <span className="spinner spinner--sm" aria-hidden="true" />}
        {pending ? t.submitting : config.submitButtonText?.trim() || t.defaultSubmit}
      </button>
    </form>
  );
}
