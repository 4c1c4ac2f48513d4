import { ColorField } from '@/components/ui/color-field';
import { Field } from '@/components/ui/field';
import { eventSettingsTexts } from '../texts';
import type { EventSettings } from '../types';
import { TextAreaField } from './text-area-field';

const t = eventSettingsTexts.general;

export interface TabProps {
  values: EventSettings;
  onChange: (patch: Partial<EventSettings>) => void;
}

export function GeneralTab({ values, onChange, onNameChange }: TabProps & { onNameChange: (name: string) => void }) {
  return (
    <div className="stack">
      <Field label={t.name} name="name" required value={values.name} onChange={(e) => onNameChange(e.target.value)} autoComplete="off" />
      <Field
        label={t.slug}
        name="slug"
        required
        value={values.slug}
        hint={t.slugHint}
        onChange={(e) => onChange({ slug: e.target.value })}
        autoComplete="off"
      />
      <div className="form-grid">
        <Field label={t.startDate} name="startDate" type="date" required value={values.startDate} onChange={(e) => onChange({ startDate: e.target.value })} />
        <Field
          label={t.endDate}
          name="endDate"
          type="date"
          required
          min={values.startDate || undefined}
          value={values.endDate}
          onChange={(e) => onChange({ endDate: e.target.value })}
        />
      </div>
      <Field
        label={t.downloadUrl}
        name="downloadUrl"
        type="url"
        required
        placeholder="https://"
        hint={t.downloadUrlHint}
        value={values.downloadUrl}
        onChange={(e) => onChange({ downloadUrl: e.target.value })}
      />
      <Field
        label={t.logoUrl}
        name="logoUrl"
        type="url"
        placeholder="https://"
        hint={t.logoHint}
        value={values.logoUrl}
        onChange={(e) => onChange({ logoUrl: e.target.value })}
      />
      <Field
        label={t.headerImageUrl}
        name="headerImageUrl"
        type="url"
        placeholder="https://"
        hint={t.headerHint}
        value={values.headerImageUrl}
        onChange={(e) => onChange({ headerImageUrl: e.target.value })}
      />
      <div className="form-grid">
        <ColorField
          label={t.primaryColor}
          name="primaryColor"
          hexLabel={t.colorHex(t.primaryColor)}
          value={values.primaryColor}
          onChange={(v) => onChange({ primaryColor: v })}
        />
        <ColorField
          label={t.secondaryColor}
          name="secondaryColor"
          hexLabel={t.colorHex(t.secondaryColor)}
          value={values.secondaryColor}
          onChange={(v) => onChange({ secondaryColor: v })}
        />
        <ColorField
          label={t.backgroundColor}
          name="backgroundColor"
          hexLabel={t.colorHex(t.backgroundColor)}
          value={values.backgroundColor}
          onChange={(v) => onChange({ backgroundColor: v })}
        />
      </div>
      <TextAreaField
        label={t.introText}
        name="introText"
        placeholder={t.introPlaceholder}
        value={values.introText}
        onChange={(e) => onChange({ introText: e.target.value })}
      />
    </div>
  );
}
