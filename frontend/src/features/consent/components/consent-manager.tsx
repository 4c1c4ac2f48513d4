import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/cookie-settings';
import { useHydrated } from '@/lib/use-hydrated';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { disableAnalytics, enableAnalytics, initConsentDefaults, isMeasurementId } from '../lib/analytics';
import { pageAllowsAnalytics, reloadForAnalytics, takeConversionDue, writeAnalyticsCookie } from '../lib/consent-cookie';
import { clearConsent, loadConsent, saveConsent, type ConsentSettings } from '../lib/consent-storage';
import '../consent.css';
import { ConsentModal } from './consent-modal';

/** The modal must not hide the texts it links to: it waits while these pages are open. */
const READABLE_WITHOUT_CHOICE = new Set(['/datenschutz', '/impressum']);

interface ConsentManagerProps {
  /** Window event that resets the choice and shows the modal again (account settings). */
  reopenEvent?: string;
  /** That event came before this mounted: act on it at once. */
  requested?: boolean;
}

function initialSettings(): ConsentSettings | null {
  const loaded = loadConsent();
  return loaded.status === 'valid' ? loaded.settings : null;
}

/**
 * Mounted once for the whole SPA (root route). Shows the consent modal until a choice exists,
 * applies the choice to analytics, and reopens on the settings page's window event.
 * The visitor entry (public forms) sets only necessary cookies and has no modal.
 */
export function ConsentManager(props: ConsentManagerProps) {
  // the stored choice is in this browser only: a server-rendered page gets the modal after hydration
  return useHydrated() ? <BrowserConsentManager {...props} /> : null;
}

function BrowserConsentManager({ reopenEvent = OPEN_COOKIE_SETTINGS_EVENT, requested: requestedEarly = false }: ConsentManagerProps) {
  const { pathname } = useLocation();
  const [settings, setSettings] = useState<ConsentSettings | null>(initialSettings);
  const [previous, setPrevious] = useState<ConsentSettings | null>(settings);
  /** Opened on request: shown even on the legal pages. */
  const [requested, setRequested] = useState(false);
  /** Bumped on every opening so the modal starts at its first view. */
  const [round, setRound] = useState(0);
  // granted just now, or just before the reload that let this page load analytics
  const grantedNow = useRef(false);
  const conversionDue = useRef<boolean | null>(null);

  // The measurement id is only needed once a choice exists (nothing is fetched before).
  const config = useQuery({ ...publicConfigQueryOptions(), enabled: settings !== null });
  const measurementId = isMeasurementId(config.data?.analyticsMeasurementId) ? config.data.analyticsMeasurementId : null;

  useEffect(() => {
    initConsentDefaults();
  }, []);

  useEffect(() => {
    writeAnalyticsCookie(settings?.analytics ?? false);
    if (!settings) return;
    if (settings.analytics) {
      if (!measurementId) return;
      conversionDue.current ??= takeConversionDue();
      const conversion = grantedNow.current || conversionDue.current;
      grantedNow.current = false;
      conversionDue.current = false;
      // this page's Content-Security-Policy was set without analytics: load it with the cookie
      if (!pageAllowsAnalytics()) {
        reloadForAnalytics({ conversion });
        return;
      }
      enableAnalytics(measurementId, { conversion });
    } else {
      disableAnalytics(measurementId);
    }
  }, [settings, measurementId]);

  /** The event came before this mounted: answered once, when the listener is registered. */
  const early = useRef(requestedEarly);

  // Latest values for the window-event listener (registered once).
  const latest = useRef({ settings, measurementId });
  useEffect(() => {
    latest.current = { settings, measurementId };
  });

  useEffect(() => {
    function reopen() {
      const { settings: current, measurementId: id } = latest.current;
      if (current) {
        setPrevious(current);
        // Reset: no choice any more, so analytics goes back to the denied defaults.
        if (current.analytics) disableAnalytics(id);
      }
      clearConsent();
      setSettings(null);
      setRequested(true);
      setRound((r) => r + 1);
    }
    window.addEventListener(reopenEvent, reopen);
    if (early.current) {
      early.current = false;
      reopen();
    }
    return () => window.removeEventListener(reopenEvent, reopen);
  }, [reopenEvent]);

  function handleSave(choice: { analytics: boolean; marketing: boolean }) {
    grantedNow.current = choice.analytics;
    setSettings(saveConsent(choice));
    setRequested(false);
  }

  const open = settings === null && (requested || !READABLE_WITHOUT_CHOICE.has(pathname));
  return <ConsentModal key={round} open={open} initial={previous} onSave={handleSave} />;
}
