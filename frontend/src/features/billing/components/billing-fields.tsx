import { useId } from 'react';
import { checkVatId, type Country } from '@fairleads/shared/vat-rules';
import { Field } from '@/components/ui/field';
import { billingTexts } from '../texts';
import type { BillingErrors, BillingField, BillingFormValues } from '../validation';

const t = billingTexts.form;

interface BillingFieldsProps {
  values: BillingFormValues;
  errors: BillingErrors;
  countries: readonly Country[];
  onChange: (field: BillingField, value: string) => void;
  disabled?: boolean;
}

/** The billing form's inputs, shared by the checkout modal and the settings tab. */
export function BillingFields({ values, errors, countries, onChange, disabled }: BillingFieldsProps) {
  const countryId = useId();
  const countryErrorId = `${countryId}-error`;
  const text = (field: Exclude<BillingField, 'country' | 'vatId'>, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      label={t[field]}
      name={field}
      required
      value={values[field]}
      error={errors[field]}
      disabled={disabled}
      maxLength={200}
      onChange={(e) => onChange(field, e.target.value)}
      {...extra}
    />
  );

  return (
    <fieldset className="billing-fields" disabled={disabled}>
      <div className="billing-fields__row">
        {text('firstName', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
      </div>
      {text('companyName', { autoComplete: 'organization' })}
      {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 })}
      {text('street', { autoComplete: 'street-address' })}
      <div className="billing-fields__row billing-fields__row--zip">
        {text('postalCode', { autoComplete: 'postal-code', maxLength: 20 })}
        {text('city', { autoComplete: 'address-level2' })}
      </div>
      <div className={['field', errors.country ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor={countryId}>
          {t.country}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <select
          id={countryId}
          name="country"
          className="field__input billing-fields__select"
          required
          autoComplete="country"
          value={values.country}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? countryErrorId : undefined}
          onChange={(e) => onChange('country', e.target.value)}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.country && (
          <p id={countryErrorId} className="field__error">
            {errors.country}
          </p>
        )}
      </div>
      <Field
        label={`${t.vatId} (${t.optional})`}
        name="vatId"
        value={values.vatId}
        error={errors.vatId}
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        hint={<VatIdIndicator country={values.country} vatId={values.vatId} />}
        onChange={(e) => onChange('vatId', e.target.value)}
      />
    </fieldset>
  );
}

/** Live VAT id check: valid format, invalid format with an example, or the plain hint. */
function VatIdIndicator({ country, vatId }: { country: string; vatId: string }) {
  const check = checkVatId(country, vatId);
  if (check.status === 'valid') return <span className="vat-indicator vat-indicator--valid">✓ {check.message}</span>;
  if (check.status === 'invalid') return <span className="vat-indicator vat-indicator--invalid">{check.message}</span>;
  return <span className="vat-indicator">{t.vatIdHint}</span>;
}
