import type { ReactNode } from 'react';
import type { VisitorTexts } from '../../../i18n';
import type { FormView, LeadFieldName, LeadFormErrors, LeadFormValues } from '../../../page-model';
import { CheckboxControl, SelectControl, TextControl } from '../../../components/form-controls';
import { FIELD_IDS, firstInvalidField } from '../validation';
import { ConsentText } from './consent-text';

/*
 * The lead form's fields, drawn alike on the visitor's own phone (the public form) and on the
 * stand's kiosk: the same ids, labels, required marks, hints and errors, checked by the same rules.
 */

interface LeadFieldsBase {
  form: FormView;
  t: VisitorTexts;
  errors: LeadFormErrors;
  /** The answers shown again (the server's answer to a refused post); without them the fields start empty. */
  values?: LeadFormValues;
  /**
   * A device many visitors share (the stand): the browser neither suggests nor remembers an answer,
   * so the next visitor never sees this one's.
   */
  sharedDevice?: boolean;
}

/** Id, name and error of a field; the first invalid one takes the focus when the form appears. */
function fieldProps(name: LeadFieldName, { errors, sharedDevice }: LeadFieldsBase) {
  return {
    id: FIELD_IDS[name],
    name,
    error: errors[name],
    autoFocus: firstInvalidField(errors) === name || undefined,
    ...(sharedDevice && { autoComplete: 'off' }),
  };
}

function CustomField(props: LeadFieldsBase & { field: 'customField1' | 'customField2' }) {
  const { form, t, values, field } = props;
  const label = form[field];
  if (!label) return null;
  const options = form[`${field}Options`];
  const required = form[`${field}Required`];
  const common = { ...fieldProps(field, props), label, optionalText: required ? undefined : t.optional, required };
  if (options.length) {
    return <SelectControl {...common} options={options} placeholder={t.selectPlaceholder} defaultValue={values?.[field] ?? ''} />;
  }
  return <TextControl {...common} type="text" maxLength={200} defaultValue={values?.[field]} />;
}

/** E-mail, name and the organiser's two own fields (each shown only when it has a label). */
export function LeadFields(props: LeadFieldsBase) {
  const { form, t, values, sharedDevice } = props;
  return (
    <>
      <TextControl
        {...fieldProps('email', props)}
        label={t.emailLabel}
        type="email"
        autoComplete={sharedDevice ? 'off' : 'email'}
        inputMode="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={254}
        placeholder={t.emailPlaceholder}
        required
        defaultValue={values?.email}
      />
      <TextControl
        {...fieldProps('name', props)}
        label={t.nameLabel}
        optionalText={form.nameRequired ? undefined : t.optional}
        type="text"
        autoComplete={sharedDevice ? 'off' : 'name'}
        autoCapitalize="words"
        autoCorrect={sharedDevice ? 'off' : undefined}
        maxLength={100}
        required={form.nameRequired}
        defaultValue={values?.name}
      />
      <CustomField {...props} field="customField1" />
      <CustomField {...props} field="customField2" />
    </>
  );
}

interface ConsentFieldProps extends LeadFieldsBase {
  /** How the privacy policy opens; default a link in a new tab (the kiosk shows it in place). */
  privacyLink?: (href: string, word: string) => ReactNode;
}

/** The required consent checkbox with the event's privacy text. */
export function ConsentField(props: ConsentFieldProps) {
  const { form, t, values, privacyLink } = props;
  return (
    <CheckboxControl {...fieldProps('consent', props)} value="on" required defaultChecked={values?.consent}>
      <ConsentText privacyText={form.privacyText} privacyUrl={form.privacyUrl} t={t} privacyLink={privacyLink} />
    </CheckboxControl>
  );
}
