import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldIds } from '@/components/ui/field-frame';
import { Field } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { followUpFieldName, type FollowUpDraft, type FollowUpErrors } from '../follow-up-rules';
import { NS } from '../i18n';

type IsoDay = FollowUpDraft['days'][number];
const ISO_DAYS: readonly IsoDay[] = [1, 2, 3, 4, 5, 6, 7];

/** The browser's list of IANA zones, with `current` in it (a zone the list lacks, such as UTC, stays choosable). */
function timeZones(current: string): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = ['Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich'];
  }
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

interface SendWindowProps {
  index: number;
  step: FollowUpDraft;
  errors: FollowUpErrors;
  onChange: (patch: Partial<FollowUpDraft>) => void;
}

/** 'Nur zu bestimmten Zeiten senden': weekdays, from–to and the time zone of a step's window. */
export function FollowUpSendWindow({ index, step, errors, onChange }: SendWindowProps) {
  const { t } = useTranslation(NS);
  const n = index + 1;
  const name = (field: 'days' | 'from' | 'to' | 'timeZone') => followUpFieldName(index, `sendWindow.${field}`);
  const zones = useMemo(() => timeZones(step.timeZone), [step.timeZone]);
  const zoneIds = useFieldIds(undefined, undefined, errors[name('timeZone')]);
  const daysError = errors[name('days')];
  const daysErrorId = `fu-${step.key}-days-error`;

  function toggleDay(day: IsoDay, on: boolean) {
    onChange({ days: on ? [...step.days, day].sort((a, b) => a - b) : step.days.filter((d) => d !== day) });
  }

  return (
    <div className="es-fu-window stack">
      <Switch checked={step.windowOn} onCheckedChange={(windowOn) => onChange({ windowOn })} label={t('followUps.window.toggle')} description={t('followUps.window.toggleHint')} />
      {step.windowOn && (
        <>
          <fieldset className="es-fu-days" aria-describedby={daysError ? daysErrorId : undefined} aria-invalid={daysError ? true : undefined}>
            <legend className="field__label">{t('followUps.window.days', { n })}</legend>
            <div className="es-fu-days__list">
              {ISO_DAYS.map((day) => (
                <label key={day} className="es-fu-day">
                  <input
                    type="checkbox"
                    name={day === 1 ? name('days') : undefined}
                    checked={step.days.includes(day)}
                    aria-invalid={daysError && day === 1 ? true : undefined}
                    onChange={(event) => toggleDay(day, event.target.checked)}
                  />
                  <span aria-hidden="true">{t('followUps.window.dayShort', { returnObjects: true })[day - 1]}</span>
                  <span className="visually-hidden">{t('followUps.window.dayLong', { returnObjects: true })[day - 1]}</span>
                </label>
              ))}
            </div>
            {daysError && (
              <p id={daysErrorId} className="field__error">
                {daysError}
              </p>
            )}
          </fieldset>
          <div className="es-fu-times">
            <Field
              type="time"
              label={t('followUps.window.fromLabel', { n })}
              name={name('from')}
              value={step.from}
              error={errors[name('from')]}
              onChange={(event) => onChange({ from: event.target.value })}
            />
            <Field type="time" label={t('followUps.window.toLabel', { n })} name={name('to')} value={step.to} error={errors[name('to')]} onChange={(event) => onChange({ to: event.target.value })} />
          </div>
          <FieldFrame ids={zoneIds} label={t('followUps.window.timeZone', { n })} error={errors[name('timeZone')]}>
            <select
              id={zoneIds.inputId}
              name={name('timeZone')}
              className="field__input"
              aria-describedby={zoneIds.describedBy}
              aria-invalid={errors[name('timeZone')] ? true : undefined}
              value={step.timeZone}
              onChange={(event) => onChange({ timeZone: event.target.value })}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          </FieldFrame>
        </>
      )}
    </div>
  );
}
