import { useState, type FormEvent } from 'react';
import { STAND_DEVICE_NAME_MAX, STAND_PIN_PATTERN, type StandDeviceRegistration } from '@fairleads/shared/stand-mode';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { formErrorsFrom, hasFieldErrors, useFormErrors, type FieldErrors } from '@/lib/form-errors';
import { logout } from '@/lib/logout';
import { navigation } from '@/lib/navigation';
import { saveStandDevice } from '@/lib/stand-device';
import { registerStandDevice } from '../api/stand-devices';
import { i18n } from '@/i18n';
import { NS } from '../i18n';

type StandField = 'name' | 'pin' | 'pinRepeat';
/** The fields in the order the dialog shows them. */
const FIELDS: readonly StandField[] = ['name', 'pin', 'pinRepeat'];

export function validateStandRegistration(name: string, pin: string, pinRepeat: string): FieldErrors<StandField> {
  const errors: FieldErrors<StandField> = {};
  if (!name.trim()) errors.name = i18n.t('event-settings:standMode.dialog.nameRequired');
  else if (name.trim().length > STAND_DEVICE_NAME_MAX) errors.name = i18n.t('event-settings:standMode.dialog.nameTooLong', { max: STAND_DEVICE_NAME_MAX });
  if (!STAND_PIN_PATTERN.test(pin)) errors.pin = i18n.t('event-settings:standMode.dialog.pinInvalid');
  else if (pin !== pinRepeat) errors.pinRepeat = i18n.t('event-settings:standMode.dialog.pinMismatch');
  return errors;
}

/** '/stand/{companySlug}/{eventSlug}' -> its two slugs (the server names the path). */
function slugsOf(standPath: string): { companySlug: string; eventSlug: string } | null {
  const match = /^\/stand\/([^/]+)\/([^/]+)\/?$/.exec(standPath);
  return match ? { companySlug: decodeURIComponent(match[1]), eventSlug: decodeURIComponent(match[2]) } : null;
}

/** Keeps the device's token for this event on this device (the server shows it only now). */
export function rememberRegistration(eventId: string, registration: StandDeviceRegistration): string | null {
  const slugs = slugsOf(registration.standPath);
  if (!slugs) return null;
  saveStandDevice(slugs.companySlug, slugs.eventSlug, {
    token: registration.token,
    deviceId: registration.device.id,
    name: registration.device.name,
    eventId,
    expiresAt: registration.device.expiresAt,
  });
  return registration.standPath;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 8);

interface StandModeDialogProps {
  eventId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Stand-Modus': names this device, sets the PIN that ends stand mode, and opens the stand page. */
export function StandModeDialog({ eventId, open, onOpenChange }: StandModeDialogProps) {
  const { t } = useTranslation(NS);
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const [pinRepeat, setPinRepeat] = useState('');
  const { formRef, errors, problem, show, clear, reset } = useFormErrors<StandField>();
  const [busy, setBusy] = useState(false);

  function change(next: boolean) {
    if (!next) {
      setPin('');
      setPinRepeat('');
      reset();
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateStandRegistration(name, pin, pinRepeat);
    show(found);
    if (hasFieldErrors(found)) return;
    setBusy(true);
    try {
      const registration = await registerStandDevice(eventId, { name: name.trim(), pin });
      const path = rememberRegistration(eventId, registration);
      if (!path) throw new ApiError(t('standMode.dialog.failed'), 0);
      // visitors use this device from now on: the organiser's session (all leads) must not stay on it;
      // the stand runs on its device token alone
      await logout().catch(() => undefined);
      // a full load: the stand's service worker takes only pages that were loaded inside /stand/
      navigation.assign(path);
    } catch (error) {
      const failed = formErrorsFrom(error, FIELDS, t('standMode.dialog.failed'));
      show(failed.errors, failed.problem);
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={change} title={t('standMode.dialog.title')} description={t('standMode.dialog.description')} closeLabel={t('standMode.dialog.cancel')} size="md">
      <form ref={formRef} className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <ErrorSummary errors={errors} order={FIELDS} problem={problem} />
        <Field
          label={t('standMode.dialog.name')}
          placeholder={t('standMode.dialog.namePlaceholder')}
          value={name}
          maxLength={STAND_DEVICE_NAME_MAX}
          onChange={(event) => {
            setName(event.target.value);
            clear('name');
          }}
          error={errors.name}
          required
          autoFocus
        />
        <Field
          label={t('standMode.dialog.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={8}
          value={pin}
          onChange={(event) => {
            setPin(digitsOnly(event.target.value));
            clear('pin');
          }}
          hint={t('standMode.dialog.pinHint')}
          error={errors.pin}
          required
        />
        <Field
          label={t('standMode.dialog.pinRepeat')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={8}
          value={pinRepeat}
          onChange={(event) => {
            setPinRepeat(digitsOnly(event.target.value));
            clear('pinRepeat');
          }}
          error={errors.pinRepeat}
          required
        />
        <div className="row dialog__actions">
          <Button variant="outline" onClick={() => change(false)}>
            {t('standMode.dialog.cancel')}
          </Button>
          <Button type="submit" isLoading={busy}>
            {busy ? t('standMode.dialog.starting') : t('standMode.dialog.start')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
