import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ColorField } from '@/components/ui/color-field';
import { slugify } from '@/lib/slug';
import { useCreateEvent, type CreateEventInput } from '../api/create-event';
import { REDIRECT_AFTER_CREATE_MS } from '../event-rules';
import { eventsTexts } from '../texts';
import { validateCreateEvent, type CreateEventErrors } from '../validation';

const t = eventsTexts.create;

/** Spec 3 defaults. */
export const DEFAULT_PRIMARY_COLOR = '#3b82f6';
export const DEFAULT_SECONDARY_COLOR = '#007E87';

const EMPTY: CreateEventInput = {
  name: '',
  slug: '',
  startDate: '',
  endDate: '',
  downloadUrl: '',
  logoUrl: '',
  headerImageUrl: '',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
};

function toPayload(values: CreateEventInput): CreateEventInput {
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
  const navigate = useNavigate();
  const [values, setValues] = useState<CreateEventInput>(EMPTY);
  const [errors, setErrors] = useState<CreateEventErrors>({});
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);
  useEffect(() => {
    if (open) {
      setValues(EMPTY);
      setErrors({});
    }
  }, [open]);

  const mutation = useCreateEvent({
    onSuccess: ({ event }) => {
      toast.success(t.successTitle, { description: t.successText(event.name) });
      redirectTimer.current = window.setTimeout(() => {
        onOpenChange(false);
        navigate(`/events/${encodeURIComponent(event.id)}/settings`);
      }, REDIRECT_AFTER_CREATE_MS);
    },
    onError: (error) => {
      toast.error(t.errorTitle, { description: error.message || t.errorFallback });
    },
  });

  function set<K extends keyof CreateEventInput>(key: K, value: CreateEventInput[K]) {
    setValues((prev) => ({ ...prev, [key]: value }));
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: undefined }));
  }

  function handleNameChange(name: string) {
    // Spec 4: the slug follows every name change; it can be edited afterwards.
    setValues((prev) => ({ ...prev, name, slug: slugify(name) }));
    setErrors((prev) => ({ ...prev, name: undefined, slug: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || mutation.isSuccess) return;
    const found = validateCreateEvent(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    mutation.mutate(toPayload(values));
  }

  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.title} description={t.description} size="md">
      <form className="stack create-event-form" onSubmit={handleSubmit} noValidate aria-label={t.title}>
        <p className="muted create-event-form__note">{t.requiredNote}</p>
        <Field
          label={t.name}
          name="name"
          required
          value={values.name}
          placeholder={t.namePlaceholder}
          onChange={(e) => handleNameChange(e.target.value)}
          error={errors.name}
          autoComplete="off"
        />
        <Field
          label={t.slug}
          name="slug"
          required
          value={values.slug}
          onChange={(e) => set('slug', e.target.value)}
          hint={t.slugHint}
          error={errors.slug}
          autoComplete="off"
        />
        <div className="form-grid">
          <Field
            label={t.startDate}
            name="startDate"
            type="date"
            required
            value={values.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            error={errors.startDate}
          />
          <Field
            label={t.endDate}
            name="endDate"
            type="date"
            required
            min={values.startDate || undefined}
            value={values.endDate}
            onChange={(e) => set('endDate', e.target.value)}
            error={errors.endDate}
          />
        </div>
        <Field
          label={t.downloadUrl}
          name="downloadUrl"
          type="url"
          required
          placeholder="https://"
          value={values.downloadUrl}
          onChange={(e) => set('downloadUrl', e.target.value)}
          hint={t.downloadUrlHint}
          error={errors.downloadUrl}
        />
        <Field
          label={`${t.logoUrl} (${t.optional})`}
          name="logoUrl"
          type="url"
          placeholder="https://"
          value={values.logoUrl}
          onChange={(e) => set('logoUrl', e.target.value)}
          hint={t.logoHint}
          error={errors.logoUrl}
        />
        <Field
          label={`${t.headerImageUrl} (${t.optional})`}
          name="headerImageUrl"
          type="url"
          placeholder="https://"
          value={values.headerImageUrl}
          onChange={(e) => set('headerImageUrl', e.target.value)}
          hint={t.headerHint}
          error={errors.headerImageUrl}
        />
        <div className="form-grid">
          <ColorField
            label={t.primaryColor}
            name="primaryColor"
            value={values.primaryColor ?? ''}
            onChange={(v) => set('primaryColor', v)}
            hexLabel={t.colorHex(t.primaryColor)}
            error={errors.primaryColor}
          />
          <ColorField
            label={t.secondaryColor}
            name="secondaryColor"
            value={values.secondaryColor ?? ''}
            onChange={(v) => set('secondaryColor', v)}
            hexLabel={t.colorHex(t.secondaryColor)}
            error={errors.secondaryColor}
          />
        </div>
        <div className="row dialog__actions">
          <Button type="submit" isLoading={busy}>
            {busy ? t.submitting : t.submit}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
