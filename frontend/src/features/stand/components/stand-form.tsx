import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandLeadSource } from '@fairleads/shared/lead-source';
import { ContactScanner, ScanLeftovers, type CardScanResult, type ContactScan, type ScanMode } from '@/components/contact-scan';
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
import { NS } from '../i18n';

interface StandFormProps {
  form: FormView;
  t: VisitorTexts;
  busy: boolean;
  busyText: string;
  /** Opens the privacy policy in place (the kiosk has no tabs to open). */
  onPrivacy(href: string): void;
  /** The answers, the form token as it was when this visitor's form appeared, and how the answers came in. */
  onSubmit(values: LeadFormValues, formToken: string, source: StandLeadSource): void;
  /** Reads a card photo (POST /api/events/{id}/card-scans with the device token). */
  scanCard(photo: Blob): Promise<CardScanResult>;
  /** A card is read by the server: without a network only the badge scan works. */
  online: boolean;
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
export function StandForm({ form, t, busy, busyText, onPrivacy, onSubmit, scanCard, online }: StandFormProps) {
  const { t: st } = useTranslation(NS, { keyPrefix: 'scan' });
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [scanner, setScanner] = useState<ScanMode | null>(null);
  // the last scan taken into the form: its leftovers stay to copy, its source goes with the submit
  const [scan, setScan] = useState<ContactScan | null>(null);
  // the answers a scan filled in; the fields are drawn anew with them (they keep no state of their own)
  const [prefill, setPrefill] = useState<{ values: LeadFormValues; version: number } | null>(null);
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
    onSubmit(values, formToken, scan?.source ?? 'stand');
  }

  /** A scan's answers over what was typed; the consent is the visitor's own tick, never carried over. */
  function applyScan(result: ContactScan) {
    const typed = formRef.current ? readValues(formRef.current) : null;
    const scanned = result.prefill.values;
    const pick = (field: keyof typeof scanned) => scanned[field] || typed?.[field] || '';
    setPrefill((current) => ({
      values: { email: pick('email'), name: pick('name'), customField1: pick('customField1'), customField2: pick('customField2'), consent: false },
      version: (current?.version ?? 0) + 1,
    }));
    setScan(result);
    setErrors({});
    setScanner(null);
  }

  return (
    <>
      <form ref={formRef} className="vp-form stand-form" onSubmit={handleSubmit} noValidate autoComplete="off" aria-busy={busy || undefined}>
        {first && (
          <p className="vp-error-summary" role="alert">
            {errorSummary(errors, t)}
          </p>
        )}
        <div className="stand-scan" role="group" aria-label={st('group')}>
          <button type="button" className="btn btn--outline btn--lg stand-scan__button" onClick={() => setScanner('badge')} disabled={busy}>
            {st('badge')}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--lg stand-scan__button"
            onClick={() => setScanner('card')}
            disabled={busy || !online}
            aria-describedby={online ? undefined : 'stand-scan-offline'}
          >
            {st('card')}
          </button>
          {!online && (
            <p id="stand-scan-offline" className="stand-scan__hint">
              {st('cardOffline')}
            </p>
          )}
        </div>
        {scan && <ScanLeftovers scan={scan} />}
        <LeadFields key={`fields-${prefill?.version ?? 0}`} form={form} t={t} errors={errors} values={prefill?.values} sharedDevice />
        {scan && (
          <p className="stand-scan__consent" role="note">
            {st('consentByVisitor')}
          </p>
        )}
        <ConsentField
          key={`consent-${prefill?.version ?? 0}`}
          form={form}
          t={t}
          errors={errors}
          values={prefill?.values}
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
      <ContactScanner
        open={scanner !== null}
        mode={scanner ?? 'badge'}
        fields={form}
        onClose={() => setScanner(null)}
        onResult={applyScan}
        onCardPhoto={scanCard}
        cardUnavailable={online ? null : st('cardOffline')}
      />
    </>
  );
}
