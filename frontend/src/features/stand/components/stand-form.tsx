import { useRef, useState, type FormEvent } from 'react';
import {
  ConsentField,
  errorSummary,
  FIELD_IDS,
  firstInvalidField,
  LeadFields,
  validateLeadForm,
  type FormView,
  type LeadFormErrors,
  type LeadFormValues,
  type VisitorTexts,
} from '@/visitor';

interface StandFormProps {
  form: FormView;
  t: VisitorTexts;
  busy: boolean;
  busyText: string;
  /** Opens the privacy policy in place (the kiosk has no tabs to open). */
  onPrivacy(href: string): void;
  /** The answers, and the form token as it was when this visitor's form appeared. */
  onSubmit(values: LeadFormValues, formToken: string): void;
}

function readValues(form: HTMLFormElement): LeadFormValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    email: text('email'),
    name: text('name'),
    customField1: text('customField1'),
    customField2: text('customField2'),
    consent: data.get('consent') === 'on',
  };
}

/**
 * The event's form for the stand: the visitor pages' fields, checked the same way, but nothing
 * the browser may remember (autocomplete off): the next visitor must not see this one's answers.
 * The page draws a new one (a new key) for every visitor, so no value survives.
 */
export function StandForm({ form, t, busy, busyText, onPrivacy, onSubmit }: StandFormProps) {
  const [errors, setErrors] = useState<LeadFormErrors>({});
  // a form configuration fetched anew while the visitor types (the network came back) must not
  // make the submit look faster than a person (the server's minimum fill time)
  const [formToken] = useState(form.formToken);
  const formRef = useRef<HTMLFormElement>(null);
  const first = firstInvalidField(errors);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = readValues(event.currentTarget);
    const found = validateLeadForm(values, form, t);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[invalid]}`)?.focus();
      return;
    }
    onSubmit(values, formToken);
  }

  return (
    <form ref={formRef} className="vp-form stand-form" onSubmit={handleSubmit} noValidate autoComplete="off" aria-busy={busy || undefined}>
      {first && (
        <p className="vp-error-summary" role="alert">
          {errorSummary(errors, t)}
        </p>
      )}
      <LeadFields form={form} t={t} errors={errors} sharedDevice />
      <ConsentField
        form={form}
        t={t}
        errors={errors}
        sharedDevice
        privacyLink={(href, word) => (
          <button type="button" className="vp-link stand-privacy-link" onClick={() => onPrivacy(href)}>
            {word}
          </button>
        )}
      />
      <button type="submit" className="btn btn--lg btn--block vp-button stand-form__submit" disabled={busy}>
        {busy ? busyText : form.submitButtonText?.trim() || t.defaultSubmit}
      </button>
    </form>
  );
}
