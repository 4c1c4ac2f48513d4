import { useTranslation } from 'react-i18next';
import { ButtonLink, Button } from '@/components/ui/button';
import { formatCount, formatDateRange, formatIsoDate, formatPercent, isFormOpen, type EventView } from '@/lib/events';
import { leadCounterText } from '../event-rules';
import { NS } from '../i18n';

interface EventCardProps {
  event: EventView;
  onShowQr: (event: EventView) => void;
  /** None: no 'Limit aufheben' (who may not buy). */
  onUpgrade?: (event: EventView) => void;
  compact?: boolean;
  /** Show the link to the event settings; false (the stand team): the link to its stand devices instead. */
  manage?: boolean;
}

function PlaceholderIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3" y="4" width="18" height="17" rx="2" />
      <path d="M3 9h18M8 2v4M16 2v4" strokeLinecap="round" />
    </svg>
  );
}

/** One event as a card (events page and dashboard). */
export function EventCard({ event, onShowQr, onUpgrade, compact, manage = true }: EventCardProps) {
  const { t } = useTranslation(NS);
  // past its end date the form is closed: 'Inaktiv', though the event stays on the list
  const active = isFormOpen(event);
  // the cap counts erased leads too: erasing makes no room on the free event
  const counter = event.isFirstEvent ? leadCounterText(event.capturedLeadCount, event.leadCount) : null;
  const titleId = `event-${event.id}-title`;

  return (
    <article className={`event-card${compact ? ' event-card--compact' : ''}`} aria-labelledby={titleId}>
      <div className="event-card__head">
        <div className="event-card__logo">
          {event.logoUrl ? <img src={event.logoUrl} alt={t('card.logoAlt', { name: event.name })} /> : <PlaceholderIcon />}
        </div>
        <div className="event-card__title">
          <h3 id={titleId}>{event.name}</h3>
          <p className="event-card__meta">
            <span className="event-card__dates">{formatDateRange(event.startDate, event.endDate)}</span>
            <span className={`badge ${active ? 'badge--success' : 'badge--muted'}`}>{active ? t('card.active') : t('card.inactive')}</span>
          </p>
        </div>
      </div>

      <dl className="event-card__stats">
        <div>
          <dt>{t('card.leads')}</dt>
          <dd>{formatCount(event.leadCount)}</dd>
        </div>
        <div>
          <dt>{t('card.conversion')}</dt>
          <dd>{formatPercent(event.conversionRate)}</dd>
        </div>
      </dl>

      {event.dataDeletionDate && (
        <p className="event-card__retention">
          {t('card.deletion', { date: formatIsoDate(event.dataDeletionDate) })}
          {event.backupDate && <span> {t('card.backupHint', { date: formatIsoDate(event.backupDate) })}</span>}
        </p>
      )}

      {counter && (
        <div className={`event-card__counter${counter.limitReached ? ' is-limit' : ''}`}>
          <span className="event-card__counter-label">
            {t('card.freeEvent')} · {t('card.counterLabel')}
          </span>
          <span>
            <strong>{counter.value}</strong> <span className="event-card__counter-status">{counter.status}</span>
          </span>
          {onUpgrade && (
            <Button
              variant={counter.limitReached ? 'primary' : 'outline'}
              size="sm"
              className="event-card__upgrade"
              onClick={() => onUpgrade(event)}
              // the name is the visible text (speech input says what it sees); the event comes as description
              aria-describedby={titleId}
            >
              {t('card.upgrade')}
            </Button>
          )}
        </div>
      )}

      <div className="event-card__actions">
        <Button variant="outline" size="sm" onClick={() => onShowQr(event)} aria-label={t('card.qrLabel', { name: event.name })}>
          {t('card.qr')}
        </Button>
        {manage ? (
          <ButtonLink
            variant="outline"
            size="sm"
            to={`/events/${encodeURIComponent(event.id)}/settings`}
            aria-label={t('card.settingsLabel', { name: event.name })}
          >
            {t('card.settings')}
          </ButtonLink>
        ) : (
          // the stand team pairs its tablets here: it may not open the settings, where the others find them
          <ButtonLink variant="outline" size="sm" to={`/events/${encodeURIComponent(event.id)}/devices`} aria-label={t('card.devicesLabel', { name: event.name })}>
            {t('card.devices')}
          </ButtonLink>
        )}
        <a
          className="btn btn--outline btn--sm"
          href={event.formUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('card.previewLabel', { name: event.name })}
        >
          {t('card.preview')}
          <span aria-hidden="true">↗</span>
        </a>
      </div>
    </article>
  );
}
