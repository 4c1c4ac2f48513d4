import { formatClockTime } from '../lib/format';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * 'Live' while the polls succeed; 'Offline · zuletzt aktualisiert 14:03' once one has failed or the
 * browser reports no network, and live again with the next one that succeeds. A status region, so
 * the change is announced.
 */
export function LiveBadge({ offline, updatedAt }: { offline: boolean; /** When the list was last known current (ms). */ updatedAt: number }) {
  const { t } = useTranslation(NS);
  return (
    <span role="status" className="live-status">
      {offline ? (
        <span className="live-badge live-badge--offline" title={t('offlineHint')}>
          <span className="live-badge__dot" aria-hidden="true" />
          {updatedAt ? t('offlineSince', { time: formatClockTime(updatedAt) }) : t('offline')}
          <span className="visually-hidden">: {t('offlineHint')}</span>
        </span>
      ) : (
        <span className="live-badge" title={t('liveHint')}>
          <span className="live-badge__dot" aria-hidden="true" />
          {t('live')}
          <span className="visually-hidden">: {t('liveHint')}</span>
        </span>
      )}
    </span>
  );
}
