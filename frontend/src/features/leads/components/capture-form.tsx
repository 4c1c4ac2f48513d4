import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { StandLeadSource } from '@fairleads/shared/lead-source';
import { ContactScanner, ScanLeftovers, type ContactScan, type ScanMode } from '@/components/contact-scan';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import type { EventView } from '@/lib/events';
import {
  ConsentField,
  errorSummary,
  FIELD_IDS,
  firstInvalidField,
  LeadFields,
  validateLeadForm,
  VISITOR_TEXTS,
  type FormView,
  type LeadFormErrors,
  type LeadFormValues,
} from '@/visitor';
import { currentLocale } from '@/i18n';
import { captureLead, type CaptureLeadAnswer } from '../api/capture-lead';
import { scanCard } from '../api/scan-card';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** The event's form as the visitor pages draw it (its fields and consent text, no branding: this is the team's screen). */
export function captureFormView(event: EventView): FormView {
  return {
    brand: { name: event.name, primaryColor: null, secondaryColor: null, backgroundColor: null, logoUrl: null, headerImageUrl: null },
    introText: null,
    nameRequired: event.nameRequired,
    customField1: event.customField1,
    customField2: event.customField2,
    customField1Required: event.customField1Required,
    customField2Required: event.customField2Required,
    customField1Options: event.customField1Options ?? [],
    customField2Options: event.customField2Options ?? [],
    privacyText: event.privacyText,
    privacyUrl: event.privacyUrl,
    submitButtonText: null,
    // a member's capture needs no form token: the session proves who sends
    formToken: '',
    submissionId: '',
  };
}

function readValues(form: HTMLFormElement): LeadFormValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    email: text('email'),
    name: text('name'),
    customField1: text('customField1'),
    customField2: text('customField2'),
    consent: data.get('consent') === 'on',
  };
}

interface CaptureFormProps {
  event: EventView;
  online: boolean;
  onCaptured(answer: CaptureLeadAnswer): void;
}

/**
 * One visitor's capture: scan (badge or card) or type, the visitor ticks the consent, send.
 * Drawn anew (a new key) for every visitor, so nothing of the previous one stays.
 */
export function CaptureForm({ event, online, onCaptured }: CaptureFormProps) {
  const { t } = useTranslation(NS);
  // the team's screen in the team's language (the visitor's own pages follow the visitor's)
  const vt = VISITOR_TEXTS[currentLocale()];
  const form = captureFormView(event);
  const eventId = String(event.id);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [scanner, setScanner] = useState<ScanMode | null>(null);
  const [scan, setScan] = useState<ContactScan | null>(null);
  const [prefill, setPrefill] = useState<{ values: LeadFormValues; version: number } | null>(null);
  // one id per visitor: a double tap or a resend after a lost answer records nothing new
  const [submissionId] = useState(() => crypto.randomUUID());
  const first = firstInvalidField(errors);

  const capture = useMutation({
    mutationFn: ({ values, source }: { values: LeadFormValues; source: StandLeadSource }) =>
      captureLead(eventId, {
        email: values.email,
        ...(values.name && { name: values.name }),
        ...(values.customField1 && { customField1: values.customField1 }),
        ...(values.customField2 && { customField2: values.customField2 }),
        consent: true,
        source,
        submissionId,
      }),
    onSuccess: onCaptured,
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors) {
        const found = error.fieldErrors as LeadFormErrors;
        if (firstInvalidField(found)) {
          setErrors(found);
          return;
        }
      }
      setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : t('capture.failed'));
    },
  });

  function submit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (capture.isPending) return;
    const values = readValues(submitEvent.currentTarget);
    const found = validateLeadForm(values, form, vt);
    setErrors(found);
    setProblem(null);
    const invalid = firstInvalidField(found);
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[invalid]}`)?.focus();
      return;
    }
    capture.mutate({ values, source: scan?.source ?? 'stand' });
  }

  /** A scan's answers over what was typed; the consent stays the visitor's own tick. */
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
      <div className="capture-scan" role="group" aria-label={t('capture.scanGroup')}>
        <Button variant="primary" size="lg" className="capture-scan__button" onClick={() => setScanner('badge')}>
          {t('capture.badge')}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          className="capture-scan__button"
          onClick={() => setScanner('card')}
          disabled={!online}
          aria-describedby={online ? undefined : 'capture-card-offline'}
        >
          {t('capture.card')}
        </Button>
        <p id="capture-card-offline" className="capture-scan__hint muted">
          {online ? t('capture.scanHint') : t('capture.cardOffline')}
        </p>
      </div>
      {scan && <ScanLeftovers scan={scan} />}
      <form ref={formRef} className="vp-form capture-form" onSubmit={submit} noValidate autoComplete="off" aria-busy={capture.isPending || undefined}>
        {first && (
          <p className="vp-error-summary" role="alert">
            {errorSummary(errors, vt)}
          </p>
        )}
        <LeadFields key={`fields-${prefill?.version ?? 0}`} form={form} t={vt} errors={errors} values={prefill?.values} sharedDevice />
        {scan && (
          <p className="capture-form__consent-note" role="note">
            {t('capture.consentByVisitor')}
          </p>
        )}
        <ConsentField key={`consent-${prefill?.version ?? 0}`} form={form} t={vt} errors={errors} values={prefill?.values} sharedDevice />
        {problem && (
          <p className="banner banner--error" role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" size="lg" block isLoading={capture.isPending}>
          {capture.isPending ? t('capture.submitting') : t('capture.submit')}
        </Button>
      </form>
      <ContactScanner
        open={scanner !== null}
        mode={scanner ?? 'badge'}
        fields={form}
        onClose={() => setScanner(null)}
        onResult={applyScan}
        onCardPhoto={(photo) => scanCard(eventId, photo)}
        cardUnavailable={online ? null : t('capture.cardOffline')}
      />
    </>
  );
}
