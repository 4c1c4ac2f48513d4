import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LiveStatus } from '@/components/ui/live-status';
import { QueryState } from '@/components/ui/query-state';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useFormErrors } from '@/lib/form-errors';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { sessionsQueryOptions, type SignedInSession } from '../api/get-sessions';
import { deviceName } from '../lib/user-agent';
import { NS } from '../i18n';
import { SecurityDialog } from './security-dialog';

function deviceLabel(session: SignedInSession): string {
  const { browser, os } = deviceName(session.userAgent);
  if (browser && os) return i18n.t('settings:security.sessions.on', { browser, os });
  return browser ?? os ?? i18n.t('settings:security.sessions.unknownDevice');
}

function failureText(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || i18n.t('settings:security.failed');
}

/** Angemeldete Geräte: this one first with its badge, the others with 'Abmelden'; 'Überall abmelden' asks first. */
export function SessionsCard() {
  const { t } = useTranslation(NS);
  const query = useQuery(sessionsQueryOptions());
  const endOne = useEndSession();
  const [endingId, setEndingId] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const others = query.data?.filter((session) => !session.current).length ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the row (or 'Überall abmelden') that had the focus is gone: the card's heading takes it
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());

  function end(session: SignedInSession) {
    setEndingId(session.id);
    endOne.mutate(session.id, {
      onSuccess: () => {
        toast.success(t('security.sessions.ended'));
        focusHeading();
      },
      onError: (error) => {
        toast.error(failureText(error));
        focusHeading();
      },
      onSettled: () => setEndingId(null),
    });
  }

  return (
    <Card>
      <div className="security-card__head">
        <h2 ref={headingRef} tabIndex={-1} className="settings__card-title">
          {t('security.sessions.title')}
        </h2>
        {others > 0 && (
          <Button variant="outline" size="sm" onClick={() => setConfirmAll(true)}>
            {t('security.sessions.endAll')}
          </Button>
        )}
      </div>
      <p className="settings__note settings__note--top">{t('security.sessions.intro')}</p>
      <QueryState query={query} layout="section" loadingLabel={t('security.sessions.loading')} errorText={t('security.sessions.loadError')}>
        {(list) => (
          <>
            <ul className="security-list" aria-label={t('security.sessions.listLabel')}>
              {[...list]
                .sort((a, b) => Number(b.current) - Number(a.current))
                .map((session) => {
                  const device = deviceLabel(session);
                  return (
                    <li key={session.id} className="security-list__row">
                      <div className="security-list__what">
                        <span className="security-list__name">
                          {device}
                          {session.current && <span className="badge badge--success security-list__badge">{t('security.sessions.current')}</span>}
                        </span>
                        <span className="security-list__meta">
                          {[session.ipHint ? t('security.sessions.network', { ip: session.ipHint }) : null, t('security.sessions.signedIn', { date: formatDateTime(session.createdAt) }), t('security.sessions.lastSeen', { date: formatDateTime(session.lastSeenAt) })]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </div>
                      {!session.current && (
                        <Button variant="outline" size="sm" aria-label={t('security.sessions.endLabel', { device })} isLoading={endingId === session.id} onClick={() => end(session)}>
                          {endingId === session.id ? t('security.sessions.ending') : t('security.sessions.end')}
                        </Button>
                      )}
                    </li>
                  );
                })}
            </ul>
            {others === 0 && <p className="settings__note security-card__foot">{t('security.sessions.onlyThis')}</p>}
          </>
        )}
      </QueryState>
      <LiveStatus message={endingId ? t('security.sessions.ending') : null} />
      {confirmAll && (
        <EndAllDialog
          onClose={() => setConfirmAll(false)}
          onEnded={() => {
            setConfirmAll(false);
            focusHeading();
          }}
        />
      )}
    </Card>
  );
}

function EndAllDialog({ onClose, onEnded }: { onClose: () => void; onEnded: () => void }) {
  const { t } = useTranslation(NS);
  const endAll = useEndOtherSessions();
  const { formRef, problem, show } = useFormErrors<never>();
  return (
    <SecurityDialog
      title={t('security.sessions.endAllTitle')}
      description={t('security.sessions.endAllText')}
      confirmLabel={t('security.sessions.endAllConfirm')}
      pendingLabel={t('security.sessions.ending')}
      pending={endAll.isPending}
      problem={problem}
      danger
      formRef={formRef}
      onConfirm={() =>
        endAll.mutate(undefined, {
          onSuccess: (answer) => {
            toast.success(t('security.sessions.endedAll', { count: answer.ended }));
            onEnded();
          },
          onError: (error) => show({}, failureText(error)),
        })
      }
      onClose={onClose}
    />
  );
}
