import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { FollowUpStepFigures } from '../api/follow-up-types';
import { FOLLOW_UP_PLACEHOLDERS, followUpFieldName, type FollowUpDraft, type FollowUpErrors, type FollowUpField } from '../follow-up-rules';
import { FollowUpSendWindow } from './follow-up-send-window';
import { FollowUpStepMail } from './follow-up-step-mail';
import { MailPlaceholders } from './mail-placeholders';
import { MailTextField } from './mail-text-field';
import { NS } from '../i18n';

interface StepCardProps {
  eventId: string;
  index: number;
  step: FollowUpDraft;
  errors: FollowUpErrors;
  onChange: (patch: Partial<FollowUpDraft>) => void;
  onRemove: () => void;
  saved: boolean;
  changed: boolean;
  savedVersion: number;
  figures: FollowUpStepFigures | null | undefined;
}

/** One step of the sequence: when, the window, the mail's texts and booking link; its mail once saved. */
export function FollowUpStepCard({ eventId, index, step, errors, onChange, onRemove, saved, changed, savedVersion, figures }: StepCardProps) {
  const { t } = useTranslation(NS);
  const n = index + 1;
  const name = (field: FollowUpField) => followUpFieldName(index, field);
  const days = /^\d+$/.test(step.delayDays.trim()) ? Number(step.delayDays) : null;
  const titleId = `fu-${step.key}-title`;
  return (
    <li className="es-fu-step">
      <section className="es-card stack" aria-labelledby={titleId}>
        <div className="es-fu-step__head">
          <h4 id={titleId} className="es-card__title">
            {t('followUps.stepTitle', { n })} <span className="es-fu-step__when">· {days === null ? t('followUps.whenMissing') : t('followUps.when', { days })}</span>
          </h4>
          <Button variant="ghost" className="es-fu-step__remove" onClick={onRemove} aria-label={t('followUps.remove', { n })}>
            {t('upload.remove')}
          </Button>
        </div>
        <Field
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          step={1}
          className="es-fu-step__delay"
          label={t('followUps.delayDays', { n })}
          hint={t('followUps.delayHint')}
          name={name('delayDays')}
          value={step.delayDays}
          error={errors[name('delayDays')]}
          onChange={(event) => onChange({ delayDays: event.target.value })}
        />
        <FollowUpSendWindow index={index} step={step} errors={errors} onChange={onChange} />
        <MailTextField
          label={t('followUps.subject', { n })}
          name={name('subject')}
          value={step.subject}
          error={errors[name('subject')]}
          defaultText={t('followUps.defaults.subject')}
          emptyHint={t('followUps.emptyRequired')}
          onChange={(subject) => onChange({ subject })}
        />
        <MailTextField
          label={t('followUps.body', { n })}
          name={name('body')}
          rows={9}
          value={step.body}
          error={errors[name('body')]}
          defaultText={t('followUps.defaults.body')}
          emptyHint={t('followUps.emptyRequired')}
          onChange={(body) => onChange({ body })}
        />
        <MailPlaceholders names={FOLLOW_UP_PLACEHOLDERS} />
        <Field
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          label={t('followUps.bookingUrl', { n })}
          hint={t('followUps.bookingUrlHint')}
          name={name('bookingUrl')}
          value={step.bookingUrl}
          error={errors[name('bookingUrl')]}
          onChange={(event) => onChange({ bookingUrl: event.target.value })}
        />
        <FollowUpStepMail eventId={eventId} index={index} saved={saved} changed={changed} savedVersion={savedVersion} figures={figures} />
      </section>
    </li>
  );
}
