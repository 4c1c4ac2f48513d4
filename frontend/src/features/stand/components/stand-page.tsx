import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { forgetStandDevice, readStandDevice, type StandDeviceCredentials } from '@/lib/stand-device';
import { navigation } from '@/lib/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { currentLocale } from '@/i18n';
import { BrandPage, StatusView, VISITOR_TEXTS, type LeadFormValues } from '@/visitor';
import type { StandLeadSource } from '@fairleads/shared/lead-source';
import { exitStand } from '../api/exit-stand';
import { forgetFormConfig, loadFormConfig, type FormConfigLoad } from '../api/get-form-config';
import { checkStandSession } from '../api/get-stand-session';
import { scanCard } from '../api/scan-card';
import { standTransport } from '../api/stand-transport';
import { IdbQueueStore } from '../queue/idb-queue-store';
import type { QueueStore, QueuedSubmit } from '../queue/queue-store';
import { nextSeq, SubmissionQueue } from '../queue/submission-queue';
import { useOfflineImages, useStandApp } from '../stand-app';
import { NS } from '../i18n';
import { eventKey, toFormView, type StandLocation } from '../types';
import { useOnline } from '@/lib/use-online';
import { ExitDialog } from './exit-dialog';
import { StandLanguageSwitch } from './language-switch';
import { NotReleased } from './not-released';
import { PrivacyOverlay } from './privacy-overlay';
import { StandForm } from './stand-form';
import { ThankYou, type ThankYouOutcome } from './thank-you';
import '@/visitor/visitor.css';
import '../stand.css';

/** /stand/:companySlug/:eventSlug — the event's form on the stand's tablet. */
export function StandPage() {
  const { t } = useTranslation(NS);
  const { companySlug = '', eventSlug = '' } = useParams();
  useDocumentTitle(t('documentTitle'));
  useStandApp();
  const location = useMemo(() => ({ companySlug, eventSlug }), [companySlug, eventSlug]);
  const [credentials] = useState(() => readStandDevice(companySlug, eventSlug));
  const [refused, setRefused] = useState<{ message: string | null; waiting: number } | null>(null);
  const store = useMemo(() => new IdbQueueStore(eventKey(location)), [location]);
  const onRefused = useCallback((message: string | null, waiting: number) => setRefused({ message, waiting }), []);
  if (!credentials) return <NotReleased />;
  if (refused) return <NotReleased refused message={refused.message} waiting={refused.waiting} />;
  return <StandScreen key={eventKey(location)} location={location} credentials={credentials} store={store} onRefused={onRefused} />;
}

type Phase = { kind: 'form'; visitor: number } | { kind: 'thanks'; visitor: number; submissionId: string; outcome: ThankYouOutcome };

interface StandScreenProps {
  location: StandLocation;
  credentials: StandDeviceCredentials;
  store: QueueStore;
  /** The server no longer accepts this device's token. */
  onRefused(message: string | null, waiting: number): void;
  /** Default: uuid from the browser (tests pass their own). */
  newSubmissionId?: () => string;
}

/** The stand once the device holds a registration: form, thank-you screen, queue and exit. */
export function StandScreen({ location, credentials, store, onRefused, newSubmissionId = () => crypto.randomUUID() }: StandScreenProps) {
  const { t } = useTranslation(NS);
  // the visitor's form speaks the tablet's language, and the lead gets it (the submit says it);
  // useTranslation renders this again when the language changes
  const locale = currentLocale();
  const vt = VISITOR_TEXTS[locale];
  const online = useOnline();
  const [config, setConfig] = useState<FormConfigLoad | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form', visitor: 0 });
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(0);
  const [notices, setNotices] = useState<string[]>([]);
  const [exitOpen, setExitOpen] = useState(false);
  const [privacy, setPrivacy] = useState<string | null>(null);
  const token = credentials.token;
  const queue = useMemo(() => new SubmissionQueue(store, standTransport(location, () => token), { onCount: setWaiting }), [store, location, token]);

  /** Sends what waits; tells the staff once about entries the server refused for good (not `current`: its visitor is still at the form). */
  const flush = useCallback(
    async (current?: string) => {
      const report = await queue.flush();
      if (report.stoppedBy === 'unauthorised') onRefused(null, await queue.waiting());
      const news = report.rejected.filter((r) => r.entry.id !== current).map((r) => t('rejected', { message: r.message }));
      if (report.serverMessage) news.push(t('serverBusy', { message: report.serverMessage }));
      if (news.length) setNotices((list) => [...list, ...news.filter((notice) => !list.includes(notice))]);
      return report;
    },
    [queue, onRefused, t],
  );

  // on every start: the form (from the server, else this device's copy), the token's check, the queue
  useEffect(() => {
    let live = true;
    void loadFormConfig(location).then((loaded) => live && setConfig(loaded));
    void checkStandSession(location, token).then(async (check) => {
      if (live && check.state === 'refused') onRefused(check.message, await queue.waiting());
    });
    void queue.waiting().then((count) => live && setWaiting(count));
    // a tick later, so a mount that is undone at once (StrictMode) sends nothing
    const sending = setTimeout(() => void flush().catch(() => undefined), 0);
    return () => {
      live = false;
      clearTimeout(sending);
    };
  }, [location, token, queue, flush, onRefused]);

  // a switch of the tablet's language: the organiser's texts of the form in the new one
  const loadedIn = useRef(locale);
  useEffect(() => {
    if (loadedIn.current === locale) return;
    loadedIn.current = locale;
    void loadFormConfig(location).then((loaded) => loaded.state !== 'missing' && setConfig(loaded));
  }, [locale, location]);

  // the network is back: send what waits, and take a fresher form than the stored copy
  useEffect(() => {
    const back = () => {
      void flush().catch(() => undefined);
      void loadFormConfig(location).then((loaded) => loaded.state !== 'missing' && setConfig(loaded));
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [flush, location]);

  const form = useMemo(() => (config?.state === 'ready' ? toFormView(config.config) : null), [config]);
  useOfflineImages([form?.brand.logoUrl, form?.brand.headerImageUrl]);

  async function submit(values: LeadFormValues, formToken: string, source: StandLeadSource) {
    if (!form || config?.state !== 'ready') return;
    setBusy(true);
    const entry: QueuedSubmit = {
      kind: 'submit',
      id: newSubmissionId(),
      seq: nextSeq(),
      capturedAt: new Date().toISOString(),
      answers: {
        email: values.email.trim(),
        name: values.name.trim(),
        customField1: values.customField1.trim(),
        customField2: values.customField2.trim(),
        consent: true,
      },
      source,
      formToken,
    };
    try {
      await queue.add(entry);
      const report = await flush(entry.id);
      const rejected = report.rejected.find((r) => r.entry.id === entry.id);
      if (rejected) {
        // the visitor is still here: the answers stay in the form, the message beside them
        setNotices((list) => [...list, rejected.message]);
        return;
      }
      const outcome: ThankYouOutcome = report.sent.has(entry.id)
        ? { kind: 'sent', requiresConfirmation: config.config.doubleOptIn }
        : { kind: 'queued' };
      setPhase((current) => ({ kind: 'thanks', visitor: current.visitor, submissionId: entry.id, outcome }));
    } catch {
      // IndexedDB refused (storage full or blocked): nothing was kept, the visitor may try again
      setNotices((list) => [...list, vt.errorFallback]);
    } finally {
      setBusy(false);
    }
  }

  function nextVisitor(submissionId: string, qualification: Parameters<SubmissionQueue['qualify']>[1]) {
    setPhase((current) => ({ kind: 'form', visitor: current.visitor + 1 }));
    setNotices([]);
    window.scrollTo({ top: 0 });
    void queue
      .qualify(submissionId, qualification)
      .then(() => flush())
      .catch(() => undefined);
  }

  function exited() {
    forgetStandDevice(location.companySlug, location.eventSlug);
    forgetFormConfig(location);
    // a page load, not a move inside this one: the kiosk's page runs under the visitor pages'
    // strict policy, the organiser's screens under their own (payments)
    navigation.assign(`/events/${encodeURIComponent(credentials.eventId)}/settings`);
  }

  if (!config) return <PageSpinner label={t('loading')} />;

  const statusBar = (
    <div className="stand-bar">
      <p className="stand-bar__status" role="status" aria-live="polite">
        {!online && <span className="stand-badge stand-badge--offline">{t('offlineBadge')}</span>}
        {waiting > 0 && <span className="stand-badge" data-testid="stand-waiting">{t('waiting', { count: waiting })}</span>}
      </p>
      <StandLanguageSwitch />
      <button type="button" className="stand-exit" onClick={() => setExitOpen(true)}>
        {t('exit.open')}
      </button>
    </div>
  );

  const exitDialog = (
    <ExitDialog
      open={exitOpen}
      onOpenChange={setExitOpen}
      waiting={waiting}
      exit={(pin) => exitStand(location, token, pin)}
      onExited={exited}
    />
  );

  if (config.state !== 'ready' || !form) {
    const unavailable = config.state === 'unavailable';
    return (
      <div className="stand">
        <BrandPage>
          <StatusView tone={unavailable ? 'error' : 'warning'} title={unavailable ? t('unavailableTitle') : t('missingTitle')}>
            <p className="muted">{unavailable ? t('unavailableBody') : t('missingBody')}</p>
            {!unavailable && (
              <button type="button" className="btn btn--lg btn--block vp-button" onClick={() => void loadFormConfig(location).then(setConfig)}>
                {t('retry')}
              </button>
            )}
          </StatusView>
        </BrandPage>
        {statusBar}
        {exitDialog}
      </div>
    );
  }

  return (
    <div className="stand">
      <BrandPage
        colors={form.brand}
        logoUrl={form.brand.logoUrl}
        logoAlt={form.brand.name || vt.logoAlt}
        headerImageUrl={phase.kind === 'form' ? form.brand.headerImageUrl : null}
      >
        {notices.length > 0 && (
          <div className="stand-notices" role="alert">
            {notices.map((notice, i) => (
              <p key={i} className="banner banner--error">
                {notice}
              </p>
            ))}
            {phase.kind === 'form' && !busy && (
              <button type="button" className="btn btn--outline btn--md stand-notices__dismiss" onClick={() => setNotices([])}>
                {t('dismiss')}
              </button>
            )}
          </div>
        )}
        {phase.kind === 'thanks' ? (
          <ThankYou key={phase.submissionId} outcome={phase.outcome} onDone={(q) => nextVisitor(phase.submissionId, q)} />
        ) : config.config.leadLimitReached ? (
          <StatusView tone="warning" title={vt.limitTitle}>
            <p className="muted">{vt.limitBody}</p>
          </StatusView>
        ) : (
          <>
            <header className="vp-intro">
              <h1 className="vp-intro__title">{form.brand.name}</h1>
              {form.introText?.trim() && <p className="vp-intro__text">{form.introText.trim()}</p>}
            </header>
            <StandForm
              key={phase.visitor}
              form={form}
              t={vt}
              busy={busy}
              busyText={t('submit')}
              onPrivacy={setPrivacy}
              onSubmit={(values, formToken, source) => void submit(values, formToken, source)}
              scanCard={(photo) => scanCard(credentials.eventId, token, photo)}
              online={online}
            />
          </>
        )}
      </BrandPage>
      {statusBar}
      {exitDialog}
      <PrivacyOverlay href={privacy} onClose={() => setPrivacy(null)} />
    </div>
  );
}
