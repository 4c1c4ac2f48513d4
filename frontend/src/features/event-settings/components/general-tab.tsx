import { useTranslation } from 'react-i18next';
import { EventBasicsFields } from '@/components/event-fields/event-basics-fields';
import { NS as FIELDS_NS } from '@/components/event-fields/i18n';
import { ColorField } from '@/components/ui/color-field';
import type { EventDetail } from '../types';
import { EnglishTexts } from './english-texts';
import { ImageUpload } from './image-upload';
import type { TabProps } from './tab-props';
import { TextAreaField } from '@/components/ui/text-area-field';
import { NS } from '../i18n';

interface SlugState {
  hint: string;
  fixed: boolean;
}

interface GeneralTabProps extends TabProps {
  onNameChange: (name: string) => void;
  /** What the slug field says and whether it may still change (it follows the name until published). */
  slug: SlugState;
  eventId: string;
  /** The saved event: its uploaded images. */
  event: EventDetail;
  /** The saved event after an upload or removal. */
  onImageChanged: (event: EventDetail) => void;
}

export function GeneralTab({ values, onChange, errors = {}, onNameChange, slug, eventId, event, onImageChanged }: GeneralTabProps) {
  const { t } = useTranslation(NS);
  const { t: fieldText } = useTranslation(FIELDS_NS);
  return (
    <div className="stack">
      <EventBasicsFields
        values={values}
        onChange={onChange}
        onNameChange={onNameChange}
        errors={errors}
        slugHint={slug.hint}
        slugReadOnly={slug.fixed}
        logoExtra={<ImageUpload eventId={eventId} kind="logo" uploadedUrl={event.uploadedLogoUrl ?? null} onChanged={onImageChanged} />}
        headerExtra={<ImageUpload eventId={eventId} kind="header" uploadedUrl={event.uploadedHeaderImageUrl ?? null} onChanged={onImageChanged} />}
        extraColors={
          <ColorField
            label={t('general.backgroundColor')}
            name="backgroundColor"
            hexLabel={fieldText('colorHex', { label: t('general.backgroundColor') })}
            value={values.backgroundColor}
            error={errors.backgroundColor}
            onChange={(v) => onChange({ backgroundColor: v })}
          />
        }
      />
      <TextAreaField
        label={t('general.introText')}
        name="introText"
        placeholder={t('general.introPlaceholder')}
        value={values.introText}
        error={errors.introText}
        onChange={(e) => onChange({ introText: e.target.value })}
      />
      <EnglishTexts values={values} onChange={onChange} errors={errors} fields={['introText']} rows={{ introText: 4 }} />
    </div>
  );
}
