import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_FACTS,
  WEBHOOK_URL_MAX,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookFact,
} from '@fairleads/shared/webhooks';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { LoadingLine } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { isActiveEvent } from '@/lib/events';
import { formErrorsFrom, hasFieldErrors, useFormErrors } from '@/lib/form-errors';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';
import { useEventChoices } from '../api/get-event-choices';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import {
  factLabelKey,
  formValuesOf,
  NEW_ENDPOINT_VALUES,
  toWebhookInput,
  validateWebhookForm,
  WEBHOOK_FORM_FIELDS,
  type WebhookFormField,
  type WebhookFormValues,
} from '../webhook-rules';
import { NS } from '../i18n';

interface WebhookEndpointDialogProps {
  open: boolean;
  /** null: a new endpoint. */
  endpoint: WebhookEndpoint | null;
  onOpenChange(open: boolean): void;
  onCloseAutoFocus?(event: Event): void;
}

/** Adds or edits an endpoint; after adding, shows its signing secret (the only time it can be seen). */
export function WebhookEndpointDialog({ open, endpoint, onOpenChange, onCloseAutoFocus }: WebhookEndpointDialogProps) {
  const { t } = useTranslation(NS);
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const [saving, setSaving] = useState(false);

  function change(next: boolean) {
    if (!next && saving) return;
    if (!next) setCreated(null);
    onOpenChange(next);
  }

  if (created) {
    return (
      <Dialog
        open={open}
        onOpenChange={change}
        title={t('webhooks.secret.title')}
        description={t('webhooks.secret.description')}
        size="md"
        onCloseAutoFocus={onCloseAutoFocus}
        // the secret is shown this once: a stray tap beside the dialog or Esc must not lose it
        dismissible={false}
      >
        <SecretOnce secret={created.secret} onDone={() => change(false)} />
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={endpoint ? t('webhooks.form.editTitle') : t('webhooks.form.addTitle')}
      description={t('webhooks.form.description')}
      closeLabel={t('webhooks.form.cancel')}
      size="md"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {/* a fresh form each time the dialog opens */}
      {open && (
        <EndpointForm
          endpoint={endpoint}
          onSavingChange={setSaving}
          onCreated={(result) => {
            // the form that was saving is gone now: the dialog may close again
            setSaving(false);
            setCreated(result);
          }}
          onSaved={() => change(false)}
          onCancel={() => change(false)}
        />
      )}
    </Dialog>
  );
}

interface EndpointFormProps {
  endpoint: WebhookEndpoint | null;
  onSavingChange(saving: boolean): void;
  onCreated(created: WebhookEndpointCreated): void;
  onSaved(): void;
  onCancel(): void;
}

function EndpointForm({ endpoint, onSavingChange, onCreated, onSaved, onCancel }: EndpointFormProps) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState<WebhookFormValues>(() => (endpoint ? formValuesOf(endpoint) : NEW_ENDPOINT_VALUES));
  const { formRef, errors, problem, show, clear } = useFormErrors<WebhookFormField>();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const saving = create.isPending || update.isPending;
  const ids = useId();

  useEffect(() => onSavingChange(saving), [saving, onSavingChange]);

  const set = <K extends keyof WebhookFormValues>(key: K, value: WebhookFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'url' || key === 'description') clear(key);
    if (key === 'allEvents') clear('events');
  };

  function toggleFact(fact: WebhookFact, checked: boolean) {
    // kept in the order of WEBHOOK_FACTS, whatever order they were ticked in
    setValues((current) => ({
      ...current,
      facts: WEBHOOK_FACTS.filter((f) => (f === fact ? checked : current.facts.includes(f))),
    }));
    clear('facts');
  }

  function toggleEvent(id: string, checked: boolean) {
    setValues((current) => ({
      ...current,
      eventIds: checked ? [...current.eventIds, id] : current.eventIds.filter((other) => other !== id),
    }));
    clear('events');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateWebhookForm(values);
    show(found);
    if (hasFieldErrors(found)) return;
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, input: toWebhookInput(values, true) });
        toast.success(t('webhooks.form.saved'));
        onSaved();
      } else {
        onCreated(await create.mutateAsync(toWebhookInput(values, false)));
      }
    } catch (error) {
      // the server names the chosen events 'eventIds'
      const found = formErrorsFrom(error, WEBHOOK_FORM_FIELDS, t('webhooks.form.saveError'), (field) => (field === 'events' ? 'eventIds' : field));
      show(found.errors, found.problem);
    }
  }

  const factsErrorId = `${ids}-facts-error`;
  const eventsErrorId = `${ids}-events-error`;

  return (
    <form ref={formRef} className="stack webhook-form" onSubmit={(event) => void submit(event)} noValidate>
      <ErrorSummary errors={errors} order={WEBHOOK_FORM_FIELDS} problem={problem} />
      <Field
        label={t('webhooks.form.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('webhooks.form.urlPlaceholder')}
        value={values.url}
        maxLength={WEBHOOK_URL_MAX}
        onChange={(event) => set('url', event.target.value)}
        hint={errors.url ? undefined : t('webhooks.form.urlHint')}
        error={errors.url}
        required
        autoFocus
      />
      <Field
        label={t('webhooks.form.label')}
        placeholder={t('webhooks.form.labelPlaceholder')}
        value={values.description}
        maxLength={WEBHOOK_DESCRIPTION_MAX}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
      />

      <fieldset className="webhook-form__group" aria-describedby={errors.facts ? factsErrorId : undefined}>
        <legend className="field__label">{t('webhooks.form.facts')}</legend>
        {WEBHOOK_FACTS.map((fact, index) => (
          <label key={fact} className="webhook-form__check">
            <input
              type="checkbox"
              checked={values.facts.includes(fact)}
              onChange={(event) => toggleFact(fact, event.target.checked)}
              aria-invalid={index === 0 && errors.facts ? true : undefined}
            />
            <span>
              {t(factLabelKey(fact))} <code className="webhook-form__code">{fact}</code>
            </span>
          </label>
        ))}
        {errors.facts && (
          <p id={factsErrorId} className="field__error">
            {errors.facts}
          </p>
        )}
      </fieldset>

      <fieldset className="webhook-form__group" aria-describedby={errors.events ? eventsErrorId : undefined}>
        <legend className="field__label">{t('webhooks.form.events')}</legend>
        <label className="webhook-form__check">
          <input type="radio" name={`${ids}-scope`} checked={values.allEvents} onChange={() => set('allEvents', true)} />
          <span>{t('webhooks.form.allEvents')}</span>
        </label>
        <label className="webhook-form__check">
          <input
            type="radio"
            name={`${ids}-scope`}
            checked={!values.allEvents}
            onChange={() => set('allEvents', false)}
            aria-invalid={errors.events ? true : undefined}
          />
          <span>{t('webhooks.form.chosenEvents')}</span>
        </label>
        {!values.allEvents && <EventChoices chosen={values.eventIds} onToggle={toggleEvent} />}
        {errors.events && (
          <p id={eventsErrorId} className="field__error">
            {errors.events}
          </p>
        )}
      </fieldset>

      {endpoint && (
        <div className="webhook-form__active">
          {endpoint.disabledReason && <Banner tone="info">{`${endpoint.disabledReason} ${t('webhooks.form.reactivateHint')}`}</Banner>}
          <Switch label={t('webhooks.form.active')} description={t('webhooks.form.activeHint')} checked={values.active} onCheckedChange={(value) => set('active', value)} />
        </div>
      )}

      <div className="row dialog__actions">
        <Button type="submit" isLoading={saving}>
          {saving ? t('webhooks.form.saving') : endpoint ? t('webhooks.form.save') : t('webhooks.form.create')}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('webhooks.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

interface EventChoicesProps {
  chosen: string[];
  onToggle(id: string, checked: boolean): void;
}

/** The organiser's events as checkboxes, active ones first. */
function EventChoices({ chosen, onToggle }: EventChoicesProps) {
  const { t } = useTranslation(NS);
  const events = useEventChoices();
  if (events.isPending) return <LoadingLine label={t('webhooks.form.eventsLoading')} />;
  if (events.isError) {
    return (
      <Banner tone="error">
        {t('webhooks.form.eventsLoadError')}{' '}
        <Button variant="link" size="sm" onClick={() => void events.refetch()}>
          {t('webhooks.deliveries.refresh')}
        </Button>
      </Banner>
    );
  }
  if (events.data.length === 0) return <p className="settings__note">{t('webhooks.form.eventsEmpty')}</p>;
  const sorted = [...events.data].sort((a, b) => Number(isActiveEvent(b)) - Number(isActiveEvent(a)));
  return (
    <div className="webhook-form__events">
      {sorted.map((event) => (
        <label key={event.id} className="webhook-form__check">
          <input
            type="checkbox"
            checked={chosen.includes(event.id)}
            onChange={(change) => onToggle(event.id, change.target.checked)}
          />
          <span>
            {event.name}
            {!isActiveEvent(event) && <span className="muted"> ({t('webhooks.form.archived')})</span>}
          </span>
        </label>
      ))}
    </div>
  );
}

/** The signing secret, once: copy it now or never. */
function SecretOnce({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = useTranslation(NS);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('webhooks.secret.copied'));
    } catch {
      toast.error(t('webhooks.secret.copyFailed'));
      inputRef.current?.select();
    }
  }

  return (
    <div className="stack webhook-secret">
      {/* a text area: the whole secret stays readable on a phone, wrapped instead of cut off */}
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('webhooks.secret.label')}
        </label>
        <textarea
          ref={inputRef}
          id={id}
          className="field__input webhook-secret__value"
          value={secret}
          readOnly
          rows={2}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <Banner tone="info">{t('webhooks.secret.once')}</Banner>
      <div className="row dialog__actions">
        <Button onClick={() => void copy()}>{t('webhooks.secret.copy')}</Button>
        <Button variant="outline" onClick={onDone}>
          {t('webhooks.secret.done')}
        </Button>
      </div>
    </div>
  );
}
