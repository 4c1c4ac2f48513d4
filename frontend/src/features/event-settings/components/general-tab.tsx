import { EventBasicsFields } from '@/components/event-fields/event-basics-fields';
import { ColorField } from '@/components/ui/color-field';
import { eventSettingsTexts } from '../texts';
import type { EventSettings } from '../types';
import { EnglishTexts } from './english-texts';
import { TextAreaField } from './text-area-field';

const t = eventSettingsTexts.general;

export interface TabProps {
  values: EventSettings;
  onChange: (patch: Partial<EventSettings>) => void;
}

interface SlugState {
  hint: string;
  fixed: boolean;
}

export function GeneralTab({ values, onChange, onNameChange, slug }: TabProps & { onNameChange: (name: string) => void; slug: SlugState }) {
  return (
    <div className="stack">
      <EventBasicsFields
        values={values}
        onChange={onChange}
        onNameChange={onNameChange}
        slugHint={slug.hint}
        slugReadOnly={slug.fixed}
        extraColors={
          <ColorField
            label={t.backgroundColor}
            name="backgroundColor"
            hexLabel={t.colorHex(t.backgroundColor)}
            value={values.backgroundColor}
            onChange={(v) => onChange({ backgroundColor: v })}
          />
        }
      />
      <TextAreaField
        label={t.introText}
        name="introText"
        placeholder={t.introPlaceholder}
        value={values.introText}
        onChange={(e) => onChange({ introText: e.target.value })}
      />
      <EnglishTexts values={values} onChange={onChange} fields={['introText']} rows={{ introText: 4 }} />
    </div>
  );
}
