import type { Locale, VisitorTexts } from '../../../i18n';
import type { FormView, LeadFormErrors, LeadFormValues } from '../../../page-model';
import { errorSummary, firstInvalidField } from '../validation';
import { ConsentField, LeadFields } from './lead-fields';

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
      <LeadFields form={form} t={t} errors={errors} values={values} />

      {/* Honeypot: invisible to people and screen readers, out of the tab order; bots fill it. */}
      <div className="vp-honeypot" aria-hidden="true">
        <label htmlFor="lead-website">{t.honeypotLabel}</label>
        <input id="lead-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <ConsentField form={form} t={t} errors={errors} values={values} />

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
