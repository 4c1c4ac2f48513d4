import { useId } from 'react';
import { checkVatId, type Country } from '@fairleads/shared/vat-rules';
import { Field } from '@/components/ui/field';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { countryName, vatCheckMessage } from '../lib/words';
import type { BillingErrors, BillingField, BillingFormValues } from '../validation';

interface BillingFieldsProps {
  values: BillingFormValues;
  errors: BillingErrors;
  countries: readonly Country[];
  onChange: (field: BillingField, value: string) => void;
  disabled?: boolean;
}

/** The billing form's inputs, shared by the checkout modal and the settings tab. */
export function BillingFields({ values, errors, countries, onChange, disabled }: BillingFieldsProps) {
  const { t } = useTranslation(NS);
  const countryId = useId();
  const countryErrorId = `${countryId}-error`;
  const text = (field: Exclude<BillingField, 'country' | 'vatId'>, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      label={t(`form.${field}`)}
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
          {t('form.country')}
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
              {countryName(c.code)}
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
        label={`${t('form.vatId')} (${t('form.optional')})`}
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
  const { t } = useTranslation(NS);
  const check = checkVatId(country, vatId);
  const message = vatCheckMessage(check, country);
  if (check.status === 'valid') return <span className="vat-indicator vat-indicator--valid">✓ {message}</span>;
  if (check.status === 'invalid') return <span className="vat-indicator vat-indicator--invalid">{message}</span>;
  return <span className="vat-indicator">{t('form.vatIdHint')}</span>;
}
