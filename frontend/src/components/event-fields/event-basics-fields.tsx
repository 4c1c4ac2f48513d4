import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorField } from '@/components/ui/color-field';
import { Field } from '@/components/ui/field';
import type { EventBasics } from '@/lib/event-basics';
import { NS } from './i18n';

type EventBasicsErrors = Partial<Record<keyof EventBasics, string>>;

interface EventBasicsFieldsProps {
  values: EventBasics;
  onChange: (patch: Partial<EventBasics>) => void;
  /** A name change also regenerates the slug where the caller wants it (the create dialog). */
  onNameChange: (name: string) => void;
  errors?: EventBasicsErrors;
  slugHint: string;
  /** The form address is published: the slug shows, but no longer changes. */
  slugReadOnly?: boolean;
  namePlaceholder?: string;
  /** Appended to optional fields' labels, e.g. '(Optional)' in the create dialog. */
  optionalSuffix?: string;
  /** More colour fields after the two brand colours (the settings' background colour). */
  extraColors?: ReactNode;
  /** Shown right after the logo URL field (the settings' upload). */
  logoExtra?: ReactNode;
  /** Shown right after the header image URL field (the settings' upload). */
  headerExtra?: ReactNode;
}

export function EventBasicsFields({
  values,
  onChange,
  onNameChange,
  errors = {},
  slugHint,
  slugReadOnly,
  namePlaceholder,
  optionalSuffix,
  extraColors,
  logoExtra,
  headerExtra,
}: EventBasicsFieldsProps) {
  const { t } = useTranslation(NS);
  const optional = (label: string) => (optionalSuffix ? `${label} ${optionalSuffix}` : label);
  return (
    <>
      <Field
        label={t('name')}
        name="name"
        required
        value={values.name}
        placeholder={namePlaceholder}
        onChange={(e) => onNameChange(e.target.value)}
        error={errors.name}
        autoComplete="off"
      />
      <Field
        label={t('slug')}
        name="slug"
        required
        value={values.slug}
        readOnly={slugReadOnly}
        hint={slugHint}
        onChange={(e) => onChange({ slug: e.target.value })}
        error={errors.slug}
        autoComplete="off"
      />
      <div className="form-grid">
        <Field
          label={t('startDate')}
          name="startDate"
          type="date"
          required
          value={values.startDate}
          onChange={(e) => onChange({ startDate: e.target.value })}
          error={errors.startDate}
        />
        <Field
          label={t('endDate')}
          name="endDate"
          type="date"
          required
          min={values.startDate || undefined}
          value={values.endDate}
          onChange={(e) => onChange({ endDate: e.target.value })}
          error={errors.endDate}
        />
      </div>
      <Field
        label={t('downloadUrl')}
        name="downloadUrl"
        type="url"
        required
        placeholder="https://"
        hint={t('downloadUrlHint')}
        value={values.downloadUrl}
        onChange={(e) => onChange({ downloadUrl: e.target.value })}
        error={errors.downloadUrl}
      />
      <Field
        label={optional(t('logoUrl'))}
        name="logoUrl"
        type="url"
        placeholder="https://"
        hint={t('logoHint')}
        value={values.logoUrl}
        onChange={(e) => onChange({ logoUrl: e.target.value })}
        error={errors.logoUrl}
      />
      {logoExtra}
      <Field
        label={optional(t('headerImageUrl'))}
        name="headerImageUrl"
        type="url"
        placeholder="https://"
        hint={t('headerHint')}
        value={values.headerImageUrl}
        onChange={(e) => onChange({ headerImageUrl: e.target.value })}
        error={errors.headerImageUrl}
      />
      {headerExtra}
      <div className="form-grid">
        <ColorField
          label={t('primaryColor')}
          name="primaryColor"
          hexLabel={t('colorHex', { label: t('primaryColor') })}
          value={values.primaryColor}
          onChange={(v) => onChange({ primaryColor: v })}
          error={errors.primaryColor}
        />
        <ColorField
          label={t('secondaryColor')}
          name="secondaryColor"
          hexLabel={t('colorHex', { label: t('secondaryColor') })}
          value={values.secondaryColor}
          onChange={(v) => onChange({ secondaryColor: v })}
          error={errors.secondaryColor}
        />
        {extraColors}
      </div>
    </>
  );
}
