import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { STAND_DEVICE_VALID_DAYS, type StandDevice } from '@fairleads/shared/stand-mode';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { isThisDevice } from '@/lib/stand-device';
import { revokeStandDevice, standDevicesQueryKey, useStandDevices } from '../api/stand-devices';
import { StandModeDialog } from './stand-mode-dialog';
import { NS } from '../i18n';

interface DeviceRowProps {
  device: StandDevice;
  thisDevice: boolean;
  /** When the list was loaded: what has expired by then. */
  now: number;
  onRevoke(device: StandDevice): void;
}

function DeviceRow({ device, thisDevice, now, onRevoke }: DeviceRowProps) {
  const { t } = useTranslation(NS);
  // revoked by the organiser, or ended on the device itself ('Stand-Modus beenden' with the PIN)
  const closed = device.revokedAt ?? device.endedAt;
  const expired = !closed && Date.parse(device.expiresAt) <= now;
  const active = !closed && !expired;
  return (
    <li className={`es-device${active ? '' : ' es-device--inactive'}`}>
      <div className="es-device__main">
        <p className="es-device__name">
          {device.name}
          {thisDevice && <span className="es-device__this"> ({t('standMode.devices.thisDevice')})</span>}
        </p>
        <dl className="es-device__facts">
          <div>
            <dt>{t('standMode.devices.registered')}</dt>
            <dd>{formatDateTime(device.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('standMode.devices.validUntil')}</dt>
            <dd>{formatDateTime(device.expiresAt)}</dd>
          </div>
          <div>
            <dt>{t('standMode.devices.lastUse')}</dt>
            <dd>{device.lastUsedAt ? formatDateTime(device.lastUsedAt) : t('standMode.devices.never')}</dd>
          </div>
        </dl>
      </div>
      {device.revokedAt ? (
        <p className="es-device__state">{t('standMode.devices.revoked', { date: formatDateTime(device.revokedAt) })}</p>
      ) : device.endedAt ? (
        <p className="es-device__state">{t('standMode.devices.ended', { date: formatDateTime(device.endedAt) })}</p>
      ) : expired ? (
        <p className="es-device__state">{t('standMode.devices.expired')}</p>
      ) : (
        <Button variant="outline" size="sm" className="es-danger__btn" aria-label={t('standMode.devices.revokeLabel', { name: device.name })} onClick={() => onRevoke(device)}>
          {t('standMode.devices.revoke')}
        </Button>
      )}
    </li>
  );
}

/** Event settings: 'Stand-Modus' for this device and the list of registered stand devices. */
interface StandDevicesCardProps {
  eventId: string;
  /** The event's address, to mark the device this browser runs on. */
  companySlug?: string;
  eventSlug?: string;
  /** Its heading's level: 3 below the settings' tabs, 2 on its own page. */
  headingLevel?: 2 | 3;
  /** The title on its own page, where the page's heading already says 'Stand-Geräte'. */
  title?: string;
}

export function StandDevicesCard({ eventId, companySlug, eventSlug, headingLevel = 3, title }: StandDevicesCardProps) {
  const { t } = useTranslation(NS);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const queryClient = useQueryClient();
  const devices = useStandDevices(eventId);
  const [registering, setRegistering] = useState(false);
  const [revoking, setRevoking] = useState<StandDevice | null>(null);
  const [busy, setBusy] = useState(false);

  async function revoke() {
    if (!revoking) return;
    setBusy(true);
    try {
      await revokeStandDevice(eventId, revoking.id);
      await queryClient.invalidateQueries({ queryKey: standDevicesQueryKey(eventId) });
      toast.success(t('standMode.devices.revokedToast'));
      setRevoking(null);
    } catch {
      toast.error(t('standMode.devices.revokeFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="es-card stack" aria-labelledby="es-stand-title">
      <Heading id="es-stand-title" className="es-card__title">
        {title ?? t('standMode.devices.title')}
      </Heading>
      <p className="muted es-small">{t('standMode.openHint', { days: STAND_DEVICE_VALID_DAYS })}</p>
      <div>
        <Button onClick={() => setRegistering(true)}>{t('standMode.open')}</Button>
      </div>
      {devices.isPending ? (
        <p className="es-small" aria-busy="true">
          <Spinner size="sm" decorative /> {t('standMode.devices.loading')}
        </p>
      ) : devices.isError ? (
        <div className="es-small" role="alert">
          <p>{t('standMode.devices.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void devices.refetch()}>
            {t('standMode.devices.retry')}
          </Button>
        </div>
      ) : devices.data.length === 0 ? (
        <p className="muted es-small">{t('standMode.devices.empty')}</p>
      ) : (
        <ul className="es-devices" aria-label={t('standMode.devices.listLabel')}>
          {devices.data.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              thisDevice={Boolean(companySlug && eventSlug && isThisDevice(device.id, companySlug, eventSlug))}
              now={devices.dataUpdatedAt}
              onRevoke={setRevoking}
            />
          ))}
        </ul>
      )}
      <StandModeDialog eventId={eventId} open={registering} onOpenChange={setRegistering} />
      <Dialog
        open={revoking !== null}
        onOpenChange={(next) => !next && !busy && setRevoking(null)}
        title={t('standMode.devices.confirmTitle')}
        description={revoking ? t('standMode.devices.confirmText', { name: revoking.name }) : undefined}
        closeLabel={t('standMode.devices.cancel')}
      >
        <div className="row dialog__actions">
          <Button variant="outline" onClick={() => setRevoking(null)} autoFocus>
            {t('standMode.devices.cancel')}
          </Button>
          <Button isLoading={busy} onClick={() => void revoke()}>
            {busy ? t('standMode.devices.revoking') : t('standMode.devices.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
