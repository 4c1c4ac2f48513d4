import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { navigation } from '@/lib/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRouteTitle } from './route-handle';
import { visitorHandoffTexts as t } from './texts';

const HANDOFF_KEY = 'fairleads.visitorHandoff';
const LOOP_WINDOW_MS = 10_000;

/**
 * True unless we already reloaded this very address a moment ago: then the server answered it
 * with the main SPA instead of visitor.html, and reloading again would loop.
 */
function claimHandoff(href: string): boolean {
  try {
    const previous = JSON.parse(sessionStorage.getItem(HANDOFF_KEY) ?? 'null') as { href?: string; at?: number } | null;
    if (previous?.href === href && typeof previous.at === 'number' && Date.now() - previous.at < LOOP_WINDOW_MS) {
      sessionStorage.removeItem(HANDOFF_KEY);
      return false;
    }
    sessionStorage.setItem(HANDOFF_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    // No storage: hand off anyway.
  }
  return true;
}

/**
 * Public form and confirmation paths belong to the separate visitor entry (visitor.html), which
 * the server sends for them. Reaching one inside the main SPA (client-side navigation) means a
 * full page load of the same address.
 */
function VisitorPageRoute() {
  const title = useRouteTitle();
  useDocumentTitle(title);
  const location = useLocation();
  const [stuck, setStuck] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const href = `${location.pathname}${location.search}${location.hash}`;
    if (claimHandoff(href)) navigation.replace(href);
    else setStuck(true);
  }, [location]);

  if (!stuck) return <PageSpinner label={t.loading} />;
  return (
    <div className="container container--narrow section">
      <Card padding="lg" className="planned">
        <h1 className="planned__title">{title}</h1>
        <p className="muted">{t.failed}</p>
        <button type="button" className="btn btn--primary btn--lg" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
      </Card>
    </div>
  );
}

export { VisitorPageRoute as Component };
