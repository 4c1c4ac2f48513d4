import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LiveStatus } from '@/components/ui/live-status';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useFormErrors } from '@/lib/form-errors';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { sessionsQueryOptions, type SignedInSession } from '../api/get-sessions';
import { deviceName } from '../lib/user-agent';
import { securityTexts } from '../security-texts';
import { SecurityDialog } from './security-dialog';

const t = securityTexts.sessions;

function deviceLabel(session: SignedInSession): string {
  const { browser, os } = deviceName(session.userAgent);
  if (browser && os) return t.on(browser, os);
  return browser ?? os ?? t.unknownDevice;
}

function failureText(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || securityTexts.failed;
}

/** Angemeldete Geräte: this one first with its badge, the others with 'Abmelden'; 'Überall abmelden' asks first. */
export function SessionsCard() {
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
        toast.success(t.ended);
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
          {t.title}
        </h2>
        {others > 0 && (
          <Button variant="outline" size="sm" onClick={() => setConfirmAll(true)}>
            {t.endAll}
          </Button>
        )}
      </div>
      <p className="settings__note settings__note--top">{t.intro}</p>
      <QueryState query={query} layout="section" loadingLabel={t.loading} errorText={t.loadError}>
        {(list) => (
          <>
            <ul className="security-list" aria-label={t.listLabel}>
              {[...list]
                .sort((a, b) => Number(b.current) - Number(a.current))
                .map((session) => {
                  const device = deviceLabel(session);
                  return (
                    <li key={session.id} className="security-list__row">
                      <div className="security-list__what">
                        <span className="security-list__name">
                          {device}
                          {session.current && <span className="badge badge--success security-list__badge">{t.current}</span>}
                        </span>
                        <span className="security-list__meta">
                          {[session.ipHint ? t.network(session.ipHint) : null, t.signedIn(formatDateTime(session.createdAt)), t.lastSeen(formatDateTime(session.lastSeenAt))]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </div>
                      {!session.current && (
                        <Button variant="outline" size="sm" aria-label={t.endLabel(device)} isLoading={endingId === session.id} onClick={() => end(session)}>
                          {endingId === session.id ? t.ending : t.end}
                        </Button>
                      )}
                    </li>
                  );
                })}
            </ul>
            {others === 0 && <p className="settings__note security-card__foot">{t.onlyThis}</p>}
          </>
        )}
      </QueryState>
      <LiveStatus message={endingId ? t.ending : null} />
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
  const endAll = useEndOtherSessions();
  const { formRef, problem, show } = useFormErrors<never>();
  return (
    <SecurityDialog
      title={t.endAllTitle}
      description={t.endAllText}
      confirmLabel={t.endAllConfirm}
      pendingLabel={t.ending}
      pending={endAll.isPending}
      problem={problem}
      danger
      formRef={formRef}
      onConfirm={() =>
        endAll.mutate(undefined, {
          onSuccess: (answer) => {
            toast.success(t.endedAll(answer.ended));
            onEnded();
          },
          onError: (error) => show({}, failureText(error)),
        })
      }
      onClose={onClose}
    />
  );
}
