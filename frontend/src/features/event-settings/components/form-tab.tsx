import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import type { EventSettings } from '../types';
import { EnglishTexts } from './english-texts';
import type { TabProps } from './tab-props';
import { OptionsEditor } from './options-editor';
import { TextAreaField } from '@/components/ui/text-area-field';
import { NS } from '../i18n';

function CustomFieldSection({ n, values, onChange, errors = {} }: TabProps & { n: 1 | 2 }) {
  const { t } = useTranslation(NS);
  const labelKey = `customField${n}` as const;
  const requiredKey = `customField${n}Required` as const;
  const optionsKey = `customField${n}Options` as const;
  return (
    <section className="es-card stack" aria-labelledby={`es-custom-${n}`}>
      <h3 id={`es-custom-${n}`} className="es-card__title">
        {t('form.customField', { n })}
      </h3>
      <Field
        label={t('form.customLabel', { n })}
        name={labelKey}
        hint={t('form.customLabelHint')}
        value={values[labelKey]}
        error={errors[labelKey]}
        onChange={(e) => onChange({ [labelKey]: e.target.value } as Partial<EventSettings>)}
      />
      <Switch
        label={t('form.customRequired', { n })}
        checked={values[requiredKey]}
        onCheckedChange={(checked) => onChange({ [requiredKey]: checked } as Partial<EventSettings>)}
      />
      <OptionsEditor
        field={n}
        options={values[optionsKey]}
        error={errors[optionsKey]}
        onChange={(options) => onChange({ [optionsKey]: options } as Partial<EventSettings>)}
      />
    </section>
  );
}

export function FormTab({ values, onChange, errors = {}, onDoubleOptInChange }: TabProps & { onDoubleOptInChange: (on: boolean) => void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="stack">
      <Switch
        label={t('form.nameRequired')}
        description={t('form.nameRequiredHint')}
        checked={values.nameRequired}
        onCheckedChange={(checked) => onChange({ nameRequired: checked })}
      />
      <CustomFieldSection n={1} values={values} onChange={onChange} errors={errors} />
      <CustomFieldSection n={2} values={values} onChange={onChange} errors={errors} />
      <TextAreaField
        label={t('form.privacyText')}
        name="privacyText"
        rows={3}
        value={values.privacyText}
        error={errors.privacyText}
        onChange={(e) => onChange({ privacyText: e.target.value })}
      />
      <Field
        label={t('form.privacyUrl')}
        name="privacyUrl"
        type="url"
        placeholder="https://"
        value={values.privacyUrl}
        error={errors.privacyUrl}
        onChange={(e) => onChange({ privacyUrl: e.target.value })}
      />
      <Field
        label={t('form.submitButtonText')}
        name="submitButtonText"
        value={values.submitButtonText}
        error={errors.submitButtonText}
        onChange={(e) => onChange({ submitButtonText: e.target.value })}
      />
      <EnglishTexts values={values} onChange={onChange} errors={errors} fields={['privacyText', 'submitButtonText']} rows={{ privacyText: 3 }} />
      <Switch
        label={t('form.doubleOptIn')}
        description={t('form.doubleOptInHint')}
        checked={values.doubleOptIn}
        onCheckedChange={onDoubleOptInChange}
      />
    </div>
  );
}
