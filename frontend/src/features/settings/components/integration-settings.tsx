import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { LoadingLine } from '@/components/ui/spinner';
import { i18n } from '@/i18n';
import { isActiveEvent } from '@/lib/events';
import { formErrorsFrom, useFormErrors } from '@/lib/form-errors';
import { useEventChoices } from '../api/get-event-choices';
import { useUpdateIntegration } from '../api/update-integration';
import { NS } from '../i18n';
import { CRM_MAPPED_FIELDS, PROVIDER_NAMES, type CrmFieldMap, type CrmIntegration, type CrmMappedField, type CrmProvider, type CrmTrigger } from '../integration-types';

/** The longest property name the form sends (HubSpot's internal names are far shorter). */
const PROPERTY_MAX = 100;

type SettingsField = 'events' | CrmMappedField;
const SETTINGS_FIELDS: readonly SettingsField[] = ['events', ...CRM_MAPPED_FIELDS];

/** What the server sets on connect, shown beside each property (docs/architecture.md "CRM connections"). */
function defaultOf(provider: CrmProvider, field: CrmMappedField): string {
  if (isCustomField(field)) return i18n.t('settings:integrations.mappingDefaultByLabel');
  if (provider === 'pipedrive') return i18n.t('settings:integrations.mappingDefaultNone');
  return i18n.t('settings:integrations.mappingDefault', { value: `fairleads_${field}` });
}

/**
 * The form's two own fields are named per event ('Firma' here, 'Telefon' there): the server can
 * choose their property by that name when it sends a lead (the stored value BY_LABEL), or the
 * organiser names one property for every event, or they are not sent.
 */
const BY_LABEL = '@label';
type CustomField = 'field1' | 'field2';
type CustomFieldMode = 'label' | 'none' | 'property';
const isCustomField = (field: CrmMappedField): field is CustomField => field === 'field1' || field === 'field2';

interface Values {
  trigger: CrmTrigger;
  allEvents: boolean;
  eventIds: string[];
  /** The property typed for each field ('' = not sent); for the own fields only when their mode is 'property'. */
  fieldMap: Record<CrmMappedField, string>;
  modes: Record<CustomField, CustomFieldMode>;
}

function modeOf(value: string | null | undefined): CustomFieldMode {
  if (value === BY_LABEL) return 'label';
  return value ? 'property' : 'none';
}

function valuesOf(integration: CrmIntegration): Values {
  const stored = (field: CrmMappedField) => integration.fieldMap?.[field] ?? '';
  return {
    trigger: integration.trigger,
    allEvents: integration.eventIds === null,
    eventIds: integration.eventIds ?? [],
    fieldMap: Object.fromEntries(CRM_MAPPED_FIELDS.map((field) => [field, stored(field) === BY_LABEL ? '' : stored(field)])) as Record<CrmMappedField, string>,
    modes: { field1: modeOf(integration.fieldMap?.field1), field2: modeOf(integration.fieldMap?.field2) },
  };
}

/** What PATCH sends for a field: the stored form of its mode and property. */
function mappedValue(values: Values, field: CrmMappedField): string | null {
  if (isCustomField(field) && values.modes[field] === 'label') return BY_LABEL;
  if (isCustomField(field) && values.modes[field] === 'none') return null;
  return values.fieldMap[field].trim() || null;
}

/** A connection's settings: when a lead goes over, for which events, into which properties; saved with PATCH. */
export function IntegrationSettings({ integration }: { integration: CrmIntegration }) {
  const { t } = useTranslation(NS);
  const { provider } = integration;
  const name = PROVIDER_NAMES[provider];
  const [values, setValues] = useState<Values>(() => valuesOf(integration));
  const { formRef, errors, problem, show, clear } = useFormErrors<SettingsField>();
  const update = useUpdateIntegration();
  const ids = useId();

  function toggleEvent(id: string, checked: boolean) {
    setValues((current) => ({ ...current, eventIds: checked ? [...current.eventIds, id] : current.eventIds.filter((other) => other !== id) }));
    clear('events');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.allEvents && values.eventIds.length === 0) {
      show({ events: t('integrations.eventsRequired') });
      return;
    }
    const fieldMap = Object.fromEntries(CRM_MAPPED_FIELDS.map((field) => [field, mappedValue(values, field)])) as CrmFieldMap;
    try {
      await update.mutateAsync({ provider, change: { trigger: values.trigger, eventIds: values.allEvents ? null : values.eventIds, fieldMap } });
      toast.success(t('integrations.saved'));
    } catch (error) {
      // the server names a property 'fieldMap.rating' and the chosen events 'eventIds'
      const found = formErrorsFrom(error, SETTINGS_FIELDS, t('integrations.saveFailed'), (field) => (field === 'events' ? 'eventIds' : `fieldMap.${field}`));
      show(found.errors, found.problem);
    }
  }

  const p = t(`integrations.providers.${provider}`, { returnObjects: true });
  const eventsErrorId = `${ids}-events-error`;

  return (
    <form ref={formRef} className="integration__settings" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${ids}-title`}>
      <h4 id={`${ids}-title`} className="integration__subtitle">
        {t('integrations.settingsTitle')}
      </h4>
      <ErrorSummary errors={errors} order={SETTINGS_FIELDS} problem={problem} />

      <fieldset className="integration__group">
        <legend className="field__label">{t('integrations.trigger')}</legend>
        {(
          [
            ['confirmed', t('integrations.triggerConfirmed'), t('integrations.triggerConfirmedHint')],
            ['captured', t('integrations.triggerCaptured'), t('integrations.triggerCapturedHint')],
          ] as const
        ).map(([value, label, hint]) => (
          // the hint is the option's description, not part of its name
          <div key={value} className="integration__check">
            <input
              id={`${ids}-trigger-${value}`}
              type="radio"
              name={`${ids}-trigger`}
              value={value}
              checked={values.trigger === value}
              onChange={() => setValues((current) => ({ ...current, trigger: value }))}
              aria-describedby={`${ids}-trigger-${value}-hint`}
            />
            <span>
              <label htmlFor={`${ids}-trigger-${value}`}>{label}</label>
              <span id={`${ids}-trigger-${value}-hint`} className="integration__check-hint">
                {hint}
              </span>
            </span>
          </div>
        ))}
      </fieldset>

      <fieldset className="integration__group" aria-describedby={errors.events ? eventsErrorId : undefined}>
        <legend className="field__label">{t('integrations.events')}</legend>
        <label className="integration__check">
          <input
            type="radio"
            name={`${ids}-scope`}
            checked={values.allEvents}
            onChange={() => {
              setValues((current) => ({ ...current, allEvents: true }));
              clear('events');
            }}
          />
          <span>{t('integrations.allEvents')}</span>
        </label>
        <label className="integration__check">
          <input
            type="radio"
            name={`${ids}-scope`}
            checked={!values.allEvents}
            onChange={() => setValues((current) => ({ ...current, allEvents: false }))}
            aria-invalid={errors.events ? true : undefined}
          />
          <span>{t('integrations.chosenEvents')}</span>
        </label>
        {!values.allEvents && <EventChecklist chosen={values.eventIds} onToggle={toggleEvent} />}
        {errors.events && (
          <p id={eventsErrorId} className="field__error">
            {errors.events}
          </p>
        )}
      </fieldset>

      <div className="integration__group">
        <h5 id={`${ids}-mapping`} className="field__label">
          {t('integrations.mapping')}
        </h5>
        <p className="settings__note">
          {t('integrations.mappingIntro', { provider: name })} {t(`integrations.mappingByLabel.${provider}`)} {provider === 'pipedrive' && t('integrations.mappingNoteHint')}
        </p>
        <div className="data-table-wrap integration-map__wrap">
          <table className="data-table integration-map" aria-labelledby={`${ids}-mapping`}>
            <thead>
              <tr>
                <th scope="col">{t('integrations.mappingField')}</th>
                <th scope="col">{t('integrations.mappingProperty', { provider: name })}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('integrations.fields.name')}</th>
                <td>
                  <code className="integration-map__fixed">{p.nameRows}</code> <span className="muted">({t('integrations.mappingFixed')})</span>
                </td>
              </tr>
              <tr>
                <th scope="row">{t('integrations.fields.email')}</th>
                <td>
                  <code className="integration-map__fixed">{p.emailRow}</code> <span className="muted">({t('integrations.mappingFixed')})</span>
                </td>
              </tr>
              {CRM_MAPPED_FIELDS.map((field) => {
                const inputId = `${ids}-map-${field}`;
                const hintId = `${inputId}-hint`;
                const errorId = `${inputId}-error`;
                const hint = isCustomField(field) ? t(`integrations.fieldHints.${field}`) : undefined;
                return (
                  <tr key={field}>
                    <th scope="row">
                      <label htmlFor={isCustomField(field) ? `${inputId}-mode` : inputId}>{t(`integrations.fields.${field}`)}</label>
                      {hint && <span className="integration-map__hint">{hint}</span>}
                    </th>
                    <td>
                      {isCustomField(field) && (
                        <select
                          id={`${inputId}-mode`}
                          className="field__input integration-map__mode"
                          aria-describedby={hintId}
                          value={values.modes[field]}
                          onChange={(event) => {
                            const mode = event.target.value as CustomFieldMode;
                            setValues((current) => ({ ...current, modes: { ...current.modes, [field]: mode } }));
                            clear(field);
                          }}
                        >
                          <option value="label">{t('integrations.mappingModes.label')}</option>
                          <option value="property">{t('integrations.mappingModes.property')}</option>
                          <option value="none">{t('integrations.mappingModes.none')}</option>
                        </select>
                      )}
                      {(!isCustomField(field) || values.modes[field] === 'property') && (
                        <input
                          id={inputId}
                          aria-label={isCustomField(field) ? t('integrations.mappingPropertyLabel', { field: t(`integrations.fields.${field}`), provider: name }) : undefined}
                          className="field__input integration-map__input"
                          value={values.fieldMap[field]}
                          maxLength={PROPERTY_MAX}
                          spellCheck={false}
                          autoComplete="off"
                          aria-invalid={errors[field] ? true : undefined}
                          aria-describedby={[hintId, errors[field] ? errorId : ''].filter(Boolean).join(' ')}
                          onChange={(event) => {
                            const value = event.target.value;
                            setValues((current) => ({ ...current, fieldMap: { ...current.fieldMap, [field]: value } }));
                            clear(field);
                          }}
                        />
                      )}
                      <span id={hintId} className="integration-map__default">
                        {defaultOf(provider, field)}
                      </span>
                      {errors[field] && (
                        <span id={errorId} className="field__error">
                          {errors[field]}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>

      <div className="settings__actions">
        <Button type="submit" isLoading={update.isPending}>
          {update.isPending ? t('integrations.saving') : t('integrations.save')}
        </Button>
      </div>
    </form>
  );
}

interface EventChecklistProps {
  chosen: string[];
  onToggle(id: string, checked: boolean): void;
}

/** The account's events as checkboxes, active ones first. */
function EventChecklist({ chosen, onToggle }: EventChecklistProps) {
  const { t } = useTranslation(NS);
  const events = useEventChoices();
  if (events.isPending) return <LoadingLine label={t('integrations.eventsLoading')} />;
  if (events.isError) {
    return (
      <Banner tone="error">
        {t('integrations.eventsLoadError')}{' '}
        <Button variant="link" size="sm" onClick={() => void events.refetch()}>
          {t('integrations.eventsRetry')}
        </Button>
      </Banner>
    );
  }
  if (events.data.length === 0) return <p className="settings__note">{t('integrations.eventsEmpty')}</p>;
  const sorted = [...events.data].sort((a, b) => Number(isActiveEvent(b)) - Number(isActiveEvent(a)));
  return (
    <div className="integration__events">
      {sorted.map((event) => (
        <label key={event.id} className="integration__check">
          <input type="checkbox" checked={chosen.includes(event.id)} onChange={(change) => onToggle(event.id, change.target.checked)} />
          <span>
            {event.name}
            {!isActiveEvent(event) && <span className="muted"> ({t('integrations.archived')})</span>}
          </span>
        </label>
      ))}
    </div>
  );
}
