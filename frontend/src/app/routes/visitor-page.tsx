import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { navigation } from '@/lib/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRouteTitle } from './route-handle';
import { NS } from '../i18n';

const HANDOFF_KEY = 'fairleads.visitorHandoff';
const LOOP_WINDOW_MS = 10_000;

/**
 * We already reloaded this very address a moment ago: the server answered it with the main SPA
 * instead of visitor.html, and reloading again would loop.
 */
function reloadedMomentAgo(href: string): boolean {
  try {
    const previous = JSON.parse(sessionStorage.getItem(HANDOFF_KEY) ?? 'null') as { href?: string; at?: number } | null;
    return previous?.href === href && typeof previous.at === 'number' && Date.now() - previous.at < LOOP_WINDOW_MS;
  } catch {
    return false; // no storage: hand off anyway
  }
}

/** Notes the reload about to happen (the next load's loop check), or forgets it once stuck. */
function noteHandoff(href: string, stuck: boolean): void {
  try {
    if (stuck) sessionStorage.removeItem(HANDOFF_KEY);
    else sessionStorage.setItem(HANDOFF_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    // No storage: nothing to note.
  }
}

/**
 * Public form and confirmation paths belong to the separate visitor entry (visitor.html), which
 * the server sends for them. Reaching one inside the main SPA (client-side navigation) means a
 * full page load of the same address.
 */
function VisitorPageRoute() {
  const { t } = useTranslation(NS, { keyPrefix: 'visitorHandoff' });
  const title = useRouteTitle();
  useDocumentTitle(title);
  const location = useLocation();
  const href = `${location.pathname}${location.search}${location.hash}`;
  // decided once, for the address the route was entered with (reading the note changes nothing)
  const [stuck] = useState(() => reloadedMomentAgo(href));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    noteHandoff(href, stuck);
    if (!stuck) navigation.replace(href);
  }, [href, stuck]);

  if (!stuck) return <PageSpinner label={t('loading')} />;
  return (
    <div className="container container--narrow section">
      <Card padding="lg" className="planned">
        <h1 className="planned__title">{title}</h1>
        <p className="muted">{t('failed')}</p>
        <button type="button" className="btn btn--primary btn--lg" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </Card>
    </div>
  );
}

export { VisitorPageRoute as Component };
