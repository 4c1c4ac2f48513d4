import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventView } from '@/lib/events';
import { EventCard } from './event-card';
import { QrDialog } from './qr-dialog';
import { NS } from '../i18n';

interface EventGridProps {
  events: EventView[];
  compact?: boolean;
  /** Adds the dashed 'Neues Event erstellen' card at the end (dashboard). */
  onCreate?: () => void;
  /** 'Limit aufheben – 49 €' on a free event's card (none: no such button). */
  onUpgrade?: (event: EventView) => void;
  /** The cards link to the event settings (false for the stand team). */
  manage?: boolean;
}

export function EventGrid({ events, compact, onCreate, onUpgrade, manage = true }: EventGridProps) {
  const { t } = useTranslation(NS);
  const [qrEvent, setQrEvent] = useState<EventView | null>(null);
  return (
    <>
      <ul className={`event-grid${compact ? ' event-grid--compact' : ''}`} aria-label={t('card.listLabel')}>
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} compact={compact} onShowQr={setQrEvent} onUpgrade={onUpgrade} manage={manage} />
          </li>
        ))}
        {onCreate && (
          <li>
            <button type="button" className="event-card event-card--create" onClick={onCreate}>
              <span className="event-card__plus" aria-hidden="true">
                +
              </span>
              <span>{t('card.createCard')}</span>
            </button>
          </li>
        )}
      </ul>
      <QrDialog event={qrEvent} onOpenChange={(open) => !open && setQrEvent(null)} />
    </>
  );
}
