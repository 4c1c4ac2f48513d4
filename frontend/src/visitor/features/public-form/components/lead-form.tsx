import type { Locale, VisitorTexts } from '../../../i18n';
import type { FormView, LeadFieldName, LeadFormErrors, LeadFormValues } from '../../../page-model';
import { CheckboxControl, SelectControl, TextControl } from '../../../components/form-controls';
import { errorSummary, FIELD_IDS, firstInvalidField } from '../validation';
import { ConsentText } from './consent-text';

interface LeadFormProps {
  form: FormView;
  /** Where the form posts: the page's own path (a page route, not /api). */
  action: string;
  locale: Locale;
  values: LeadFormValues;
  errors: LeadFormErrors;
  problem: string | null;
  t: VisitorTexts;
}

/**
 * A real form: it posts urlencoded to the page route and works without a script. The server
 * answers errors with this form again (values kept, a message at each field, the first focused);
 * the page script (client/enhance-form.ts) sends the same form without a reload.
 */
export function LeadForm({ form, action, locale, values, errors, problem, t }: LeadFormProps) {
  const first = firstInvalidField(errors);
  const field = (name: LeadFieldName) => ({ id: FIELD_IDS[name], name, error: errors[name], autoFocus: first === name || undefined });
  const optional = (required: boolean) => (required ? undefined : t.optional);

  function customField(key: 'customField1' | 'customField2') {
    const label = form[key];
    if (!label) return null;
    const options = form[`${key}Options`];
    const required = form[`${key}Required`];
    const common = { ...field(key), label, optionalText: optional(required), required };
    if (options.length) {
      return <SelectControl {...common} options={options} placeholder={t.selectPlaceholder} defaultValue={values[key]} />;
    }
    return <TextControl {...common} type="text" maxLength={200} defaultValue={values[key]} />;
  }

  return (
    <form className="vp-form" method="post" action={action} noValidate data-lead-form="">
      <input type="hidden" name="formToken" value={form.formToken} />
      <input type="hidden" name="lang" value={locale} />
      <input type="hidden" name="submissionId" value={form.submissionId} />
      {first && (
        <p className="vp-error-summary" role="alert" data-error-summary="">
          {errorSummary(errors, t)}
        </p>
      )}
      <TextControl
        {...field('email')}
        label={t.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={254}
        placeholder={t.emailPlaceholder}
        required
        defaultValue={values.email}
      />
      <TextControl
        {...field('name')}
        label={t.nameLabel}
        optionalText={optional(form.nameRequired)}
        type="text"
        autoComplete="name"
        autoCapitalize="words"
        maxLength={100}
        required={form.nameRequired}
        defaultValue={values.name}
      />
      {customField('customField1')}
      {customField('customField2')}

      {/* Honeypot: invisible to people and screen readers, out of the tab order; bots fill it. */}
      <div className="vp-honeypot" aria-hidden="true">
        <label htmlFor="lead-website">{t.honeypotLabel}</label>
        <input id="lead-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <CheckboxControl {...field('consent')} value="on" required defaultChecked={values.consent}>
        <ConsentText privacyText={form.privacyText} privacyUrl={form.privacyUrl} t={t} />
      </CheckboxControl>

      <div className="vp-problem" data-problem="" role="alert">
        {problem && <p className="banner banner--error vp-problem__text">{problem}</p>}
      </div>
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true" data-announcer="" />

      <button type="submit" className="btn btn--lg btn--block vp-button" data-submit="">
        {form.submitButtonText?.trim() || t.defaultSubmit}
      </button>
    </form>
  );
}
