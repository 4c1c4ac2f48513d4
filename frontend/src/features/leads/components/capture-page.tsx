import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { can } from '@/lib/account-role';
import { useAccountRole } from '@/lib/auth';
import { EVENTS_QUERY_KEY, isFormOpen, type EventView } from '@/lib/events';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOnline } from '@/lib/use-online';
import type { CaptureLeadAnswer } from '../api/capture-lead';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { CaptureForm } from './capture-form';
import '@/visitor/brand.css';
import '../capture.css';

const EVENT_PARAM = 'event';

/**
 * /leads/capture?event= — 'Scannen' on the lead desk: a member at the stand captures a visitor
 * (badge, card or typed) for one of the account's open events; the visitor ticks the consent.
 */
export function CapturePage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('capture.title'));
  const role = useAccountRole();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const eventId = params.get(EVENT_PARAM);
  const events = useQuery<EventView[]>({ queryKey: EVENTS_QUERY_KEY });
  const [visitor, setVisitor] = useState(0);
  const [captured, setCaptured] = useState<{ doi: boolean } | null>(null);
  const backTo = eventId ? `/leads?event=${encodeURIComponent(eventId)}` : '/leads';

  function chooseEvent(id: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(EVENT_PARAM, id);
        else next.delete(EVENT_PARAM);
        return next;
      },
      { replace: true },
    );
    setCaptured(null);
  }

  function nextVisitor() {
    setCaptured(null);
    setVisitor((n) => n + 1);
  }

  return (
    <div className="container container--narrow section capture-page">
      <header className="capture-header">
        <Link to={backTo} className="capture-header__back">
          <span aria-hidden="true">←</span> {t('capture.back')}
        </Link>
        <h1>{t('capture.title')}</h1>
      </header>
      {role !== undefined && !can(role, 'leads.capture') ? (
        <Card padding="lg">
          <p>{t('capture.noPermission')}</p>
        </Card>
      ) : (
        <QueryState query={events} loadingLabel={t('capture.loading')} errorText={t('capture.loadError')}>
          {(list) => {
            const open = list.filter(isFormOpen);
            const event = list.find((e) => String(e.id) === eventId) ?? (open.length === 1 ? open[0] : undefined);
            const options = event && !open.includes(event) ? [event, ...open] : open;
            return (
              <Card padding="lg" className="capture-card">
                {options.length === 0 ? (
                  <p className="muted">{t('capture.noOpenEvents')}</p>
                ) : (
                  <div className="field capture-event">
                    <label className="field__label" htmlFor="capture-event">
                      {t('capture.event')}
                    </label>
                    <select
                      id="capture-event"
                      className="field__input"
                      value={event ? String(event.id) : ''}
                      onChange={(change) => chooseEvent(change.currentTarget.value)}
                    >
                      {!event && <option value="">{t('capture.chooseEvent')}</option>}
                      {options.map((option) => (
                        <option key={option.id} value={String(option.id)}>
                          {option.name}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
                {event && !isFormOpen(event) && <p className="banner banner--error">{t('capture.eventClosed')}</p>}
                {event && isFormOpen(event) && event.leadLimitReached && <p className="banner banner--error">{t('capture.limitReached')}</p>}
                {event && isFormOpen(event) && !event.leadLimitReached &&
                  (captured ? (
                    <CaptureSuccess doi={captured.doi} onNext={nextVisitor} backTo={backTo} />
                  ) : (
                    <CaptureForm
                      key={`${event.id}:${visitor}`}
                      event={event}
                      online={online}
                      onCaptured={(answer: CaptureLeadAnswer) => setCaptured({ doi: event.doubleOptIn && answer.status !== 'confirmed' })}
                    />
                  ))}
              </Card>
            );
          }}
        </QueryState>
      )}
    </div>
  );
}

function CaptureSuccess({ doi, onNext, backTo }: { doi: boolean; onNext(): void; backTo: string }) {
  const { t } = useTranslation(NS);
  return (
    <div className="capture-success" role="status">
      <span className="capture-success__icon" aria-hidden="true">
        ✓
      </span>
      <h2 className="capture-success__title">{doi ? t('capture.successDoi') : t('capture.successPlain')}</h2>
      {/* the team's next move: the focus waits on it */}
      <Button size="lg" block onClick={onNext} autoFocus>
        {t('capture.next')}
      </Button>
      <ButtonLink to={backTo} variant="outline" size="md" block>
        {t('capture.toList')}
      </ButtonLink>
    </div>
  );
}
