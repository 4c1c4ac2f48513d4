import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { eventSlugFrom } from '@fairleads/shared/slug-rules';
import { useTranslation } from 'react-i18next';
import { EventBasicsFields } from '@/components/event-fields/event-basics-fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { DEFAULT_EVENT_COLORS, type EventBasics } from '@/lib/event-basics';
import { formErrorsFrom, hasFieldErrors, useFormErrors } from '@/lib/form-errors';
import { useCreateEvent, type CreateEventInput } from '../api/create-event';
import { REDIRECT_AFTER_CREATE_MS } from '../event-rules';
import { validateCreateEvent } from '../validation';
import { NS } from '../i18n';

/** The fields in the order the dialog shows them. */
const FIELDS: readonly (keyof EventBasics)[] = [
  'name',
  'slug',
  'startDate',
  'endDate',
  'downloadUrl',
  'logoUrl',
  'headerImageUrl',
  'primaryColor',
  'secondaryColor',
];

const EMPTY: EventBasics = {
  name: '',
  slug: '',
  startDate: '',
  endDate: '',
  downloadUrl: '',
  logoUrl: '',
  headerImageUrl: '',
  ...DEFAULT_EVENT_COLORS,
};

function toPayload(values: EventBasics): CreateEventInput {
  const payload: CreateEventInput = {
    name: values.name.trim(),
    slug: values.slug.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    downloadUrl: values.downloadUrl.trim(),
  };
  if (values.logoUrl?.trim()) payload.logoUrl = values.logoUrl.trim();
  if (values.headerImageUrl?.trim()) payload.headerImageUrl = values.headerImageUrl.trim();
  if (values.primaryColor) payload.primaryColor = values.primaryColor;
  if (values.secondaryColor) payload.secondaryColor = values.secondaryColor;
  return payload;
}

export function CreateEventDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [values, setValues] = useState<EventBasics>(EMPTY);
  const { formRef, errors, problem, show, clear, reset } = useFormErrors<keyof EventBasics>();
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);
  // every opening starts with an empty form (adjusted while rendering, not in an effect)
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setValues(EMPTY);
      reset();
    }
  }

  const mutation = useCreateEvent({
    onSuccess: ({ event }) => {
      toast.success(t('create.successTitle'), { description: t('create.successText', { name: event.name }) });
      redirectTimer.current = window.setTimeout(() => {
        onOpenChange(false);
        navigate(`/events/${encodeURIComponent(event.id)}/settings`);
      }, REDIRECT_AFTER_CREATE_MS);
    },
    // the server's refusals land at their fields; a taken slug or a missing credit in the summary
    onError: (error) => {
      const found = formErrorsFrom(error, FIELDS, t('create.errorFallback'));
      show(found.errors, found.problem);
    },
  });

  function patch(changes: Partial<EventBasics>) {
    setValues((prev) => ({ ...prev, ...changes }));
    clear(...(Object.keys(changes) as (keyof EventBasics)[]));
  }

  function handleNameChange(name: string) {
    // the slug follows every name change (transliterated first); it can be edited afterwards.
    setValues((prev) => ({ ...prev, name, slug: eventSlugFrom(name) }));
    clear('name', 'slug');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || mutation.isSuccess) return;
    const found = validateCreateEvent(values);
    show(found);
    if (hasFieldErrors(found)) return;
    mutation.mutate(toPayload(values));
  }

  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('create.title')} description={t('create.description')} size="md">
      <form ref={formRef} className="stack create-event-form" onSubmit={handleSubmit} noValidate aria-label={t('create.title')}>
        <ErrorSummary errors={errors} order={FIELDS} problem={problem} />
        <p className="muted create-event-form__note">{t('create.requiredNote')}</p>
        <EventBasicsFields
          values={values}
          onChange={patch}
          onNameChange={handleNameChange}
          errors={errors}
          slugHint={t('create.slugHint')}
          namePlaceholder={t('create.namePlaceholder')}
          optionalSuffix={`(${t('create.optional')})`}
        />
        <div className="row dialog__actions">
          <Button type="submit" isLoading={busy}>
            {busy ? t('create.submitting') : t('create.submit')}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('create.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
