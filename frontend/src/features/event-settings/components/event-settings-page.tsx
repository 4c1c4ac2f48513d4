import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { eventSlugFrom } from '@fairleads/shared/slug-rules';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useUser } from '@/lib/auth';
import { EVENTS_QUERY_KEY, formatIsoDate } from '@/lib/events';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTabParam } from '@/lib/use-tab-param';
import { archiveEvent } from '../api/archive-event';
import { eventDetailQueryKey, useEventDetail } from '../api/get-event-detail';
import { useEventReadiness } from '../api/get-event-readiness';
import { hasFieldErrors } from '@/lib/form-errors';
import { updateEvent } from '../api/update-event';
import { useAutoSave, type SaveOptions } from '../hooks/use-auto-save';
import { useFollowUpEditor } from '../hooks/use-follow-up-editor';
import {
  refusedFields,
  SETTINGS_FIELD_ORDER,
  SETTINGS_FIELD_TAB,
  validateSettings,
  withoutFields,
  type SettingsErrors,
  type SettingsField,
} from '../settings-rules';
import { toSettings, type EventDetail, type EventSettings } from '../types';
import { DoiOffDialog } from './doi-off-dialog';
import { EventLoadError } from './event-load-error';
import { EmailsTab } from './emails-tab';
import { FormTab } from './form-tab';
import { FollowUpConsent } from './follow-up-consent';
import { FollowUpsTab } from './follow-ups-tab';
import { FunnelTab } from './funnel-tab';
import { MailPreview } from './mail-preview';
import { GeneralTab } from './general-tab';
import { PhonePreview } from './phone-preview';
import { ReadinessChecklist } from './readiness-checklist';
import { SaveStatus } from './save-status';
import { StandDevicesCard } from './stand-devices-card';
import { StandModeDialog } from './stand-mode-dialog';
import { UnsavedNotice } from './unsaved-notice';
import '../event-settings.css';
import { NS } from '../i18n';

const TAB_IDS = ['general', 'form', 'emails', 'follow-ups', 'funnel'] as const;
type TabId = (typeof TAB_IDS)[number];

function BackLink() {
  const { t } = useTranslation(NS);
  return (
    <ButtonLink to="/events" variant="ghost" size="sm" className="es-back">
      <span aria-hidden="true">←</span> {t('back')}
    </ButtonLink>
  );
}

function StateHeader() {
  const { t } = useTranslation(NS);
  return (
    <header className="es-header">
      <BackLink />
      <h1 className="es-header__title">{t('title')}</h1>
    </header>
  );
}

/** /events/:eventId/settings */
export function EventSettingsPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('documentTitle'));
  const { eventId = '' } = useParams();
  const query = useEventDetail(eventId);

  if (query.isPending) {
    return (
      <div className="container section event-settings">
        <StateHeader />
        <div className="es-state" aria-busy="true">
          <Spinner size="lg" label={t('loading')} />
          <p>{t('loading')}</p>
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="container section event-settings">
        <StateHeader />
        <EventLoadError error={query.error} onRetry={() => void query.refetch()} texts={{ notFound: t('notFound'), loadError: t('loadError'), retry: t('retry'), toOverview: t('toOverview') }} />
      </div>
    );
  }
  return <EventSettingsEditor key={eventId} eventId={eventId} event={query.data} />;
}

function EventSettingsEditor({ eventId, event }: { eventId: string; event: EventDetail }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useUser();
  const [values, setValues] = useState<EventSettings>(() => toSettings(event));
  const [formUrl, setFormUrl] = useState<string>(event.formUrl ?? '');
  const [tab, setTab] = useTabParam<TabId>(TAB_IDS);
  // the follow-ups are their own list with their own save; kept here so a tab switch keeps the draft
  const followUps = useFollowUpEditor(eventId, tab === 'follow-ups');
  const [doiDialogOpen, setDoiDialogOpen] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [standDialogOpen, setStandDialogOpen] = useState(false);
  // each stored save loads the mail preview again
  const [savedVersion, setSavedVersion] = useState(0);

  // what the newest save could not store, by field; the rest of that save went through
  const [refused, setRefused] = useState<SettingsErrors>({});
  const refusedRef = useRef<SettingsErrors>({});
  const latestSave = useRef(0);
  const save = useCallback(
    async (settings: EventSettings, options?: SaveOptions) => {
      const id = ++latestSave.current;
      // the browser's refusals are left out at once; each field the server refuses is left out
      // too and the rest sent again, so one bad link never holds back the other changes
      const known = validateSettings(settings);
      const show = () => {
        if (id !== latestSave.current) return;
        refusedRef.current = { ...known };
        setRefused(refusedRef.current);
      };
      for (let attempt = 0; ; attempt += 1) {
        try {
          const saved = await updateEvent(eventId, withoutFields(settings, known), options);
          show();
          return saved;
        } catch (error) {
          const more = attempt < 2 ? refusedFields(error, known) : null;
          if (!more) {
            show();
            throw error;
          }
          Object.assign(known, more);
        }
      }
    },
    [eventId],
  );
  const onSaved = useCallback(
    (result: unknown) => {
      const saved = result as EventDetail | undefined;
      if (saved && typeof saved === 'object') {
        if (typeof saved.formUrl === 'string') setFormUrl(saved.formUrl);
        queryClient.setQueryData(eventDetailQueryKey(eventId), saved);
        setSavedVersion((version) => version + 1);
      }
      // The list, dashboard and archive show name, slug and colours: refresh them (not this detail).
      void queryClient.invalidateQueries({
        queryKey: EVENTS_QUERY_KEY,
        predicate: (q) => q.queryKey[1] !== eventId,
      });
    },
    [eventId, queryClient],
  );
  const { status, schedule, saveNow } = useAutoSave<EventSettings>({ save, onSaved });

  const valuesRef = useRef(values);
  // until the address is published a rename makes the slug anew, unless it was set by hand
  const [slugByHand, setSlugByHand] = useState(!event.slugFollowsName);
  const slugFixedBy = event.slugFixedBy ?? null;
  function update(patch: Partial<EventSettings>) {
    if (patch.slug !== undefined && patch.name === undefined) setSlugByHand(patch.slug !== eventSlugFrom(valuesRef.current.name));
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValues(next);
    // an edited field's message goes; the next save checks it again
    if (Object.keys(patch).some((key) => refused[key as SettingsField])) {
      setRefused((current) => {
        const rest = { ...current };
        for (const key of Object.keys(patch) as SettingsField[]) delete rest[key];
        return rest;
      });
    }
    schedule(next);
  }

  // 'Zum Feld' and a manual save lead to the first field that was not saved, on its tab
  const editorRef = useRef<HTMLDivElement>(null);
  const [focusField, setFocusField] = useState<{ field: SettingsField } | null>(null);
  function goToField(field: SettingsField) {
    setTab(SETTINGS_FIELD_TAB[field]);
    setFocusField({ field });
  }
  useEffect(() => {
    if (focusField) editorRef.current?.querySelector<HTMLElement>(`[name="${focusField.field}"]`)?.focus();
  }, [focusField, tab]);
  async function saveAtOnce() {
    await saveNow(valuesRef.current);
    const first = SETTINGS_FIELD_ORDER.find((field) => refusedRef.current[field]);
    if (first) goToField(first);
  }

  // an upload or removal answers the saved event, like a save
  const onImageChanged = useCallback(
    (saved: EventDetail) => {
      queryClient.setQueryData(eventDetailQueryKey(eventId), saved);
      void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY, predicate: (q) => q.queryKey[1] !== eventId });
    },
    [eventId, queryClient],
  );
  // shared with the checklist (same query): the preview says why a saved image URL does not load
  const readiness = useEventReadiness(eventId, event.updatedAt);
  const problem = (id: 'logo' | 'headerImage', url: string | null | undefined) => {
    const item = readiness.data?.items.find((entry) => entry.id === id);
    return item && !item.ok && url ? { url, reason: item.reason } : null;
  };

  const companySlug = user?.companySlug?.trim();
  const openUrl = values.slug.trim() && companySlug && formUrl ? formUrl : null;

  async function handleArchive() {
    if (!window.confirm(t('archive.confirm'))) return;
    setArchiving(true);
    try {
      await archiveEvent(eventId);
      await queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
      toast.success(t('archive.successTitle'), { description: t('archive.successText') });
      navigate('/events');
    } catch {
      toast.error(t('archive.errorTitle'), { description: t('archive.errorText') });
      setArchiving(false);
    }
  }

  return (
    <div className={`container section event-settings${tab === 'emails' || tab === 'follow-ups' ? '' : ' event-settings--phone-preview'}`}>
      <header className="es-header">
        <BackLink />
        <div className="es-header__main">
          <div className="es-header__titles">
            <h1 className="es-header__title">{t('title')}</h1>
            <p className="muted es-header__event">{values.name || event.name}</p>
          </div>
          <div className="es-header__actions">
            {/* on the follow-ups tab the header's state and save are the follow-ups' (nothing saves them by itself) */}
            {tab === 'follow-ups' ? <SaveStatus status={followUps.status} /> : <SaveStatus status={status} partly={hasFieldErrors(refused)} />}
            <Button variant="outline" onClick={() => setStandDialogOpen(true)}>
              {t('standMode.open')}
            </Button>
            {tab === 'follow-ups' ? (
              <Button isLoading={followUps.status === 'saving'} onClick={() => void followUps.save()}>
                {t('save')}
              </Button>
            ) : (
              <Button onClick={() => void saveAtOnce()}>{t('save')}</Button>
            )}
          </div>
        </div>
      </header>
      <UnsavedNotice errors={refused} onGoTo={goToField} />
      <div className="es-layout" ref={editorRef}>
        <div className="es-main">
          <ReadinessChecklist eventId={eventId} version={event.updatedAt} onGoTo={setTab} />
          <p className="muted es-small">{t('requiredNote')}</p>
          <Tabs label={t('tabsLabel')} items={TAB_IDS.map((id) => ({ id, label: t(`tabs.${id}`) }))} value={tab} onValueChange={setTab}>
            {tab === 'general' && (
              <div className="stack">
                <GeneralTab
                  values={values}
                  onChange={update}
                  errors={refused}
                  onNameChange={(name) => update(slugByHand || slugFixedBy ? { name } : { name, slug: eventSlugFrom(name) })}
                  slug={{
                    fixed: slugFixedBy !== null,
                    hint: slugFixedBy ? t(`general.slugFixed.${slugFixedBy}`) : slugByHand ? t('general.slugHint') : t('general.slugFollows'),
                  }}
                  eventId={eventId}
                  event={event}
                  onImageChanged={onImageChanged}
                />
                <StandDevicesCard eventId={eventId} companySlug={companySlug} eventSlug={event.slug} />
                <section className="es-card es-danger stack" aria-labelledby="es-archive-title">
                  <h3 id="es-archive-title" className="es-card__title">
                    {t('general.archiveTitle')}
                  </h3>
                  <p className="muted es-small">{t('general.archiveText')}</p>
                  {event.backupDate && event.dataDeletionDate && (
                    <p className="es-small">{t('general.retention', { backup: formatIsoDate(event.backupDate), deletion: formatIsoDate(event.dataDeletionDate) })}</p>
                  )}
                  <div>
                    <Button variant="outline" className="es-danger__btn" isLoading={archiving} onClick={() => void handleArchive()}>
                      {archiving ? t('general.archiving') : t('general.archive')}
                    </Button>
                  </div>
                </section>
              </div>
            )}
            {tab === 'form' && (
              <FormTab
                values={values}
                onChange={update}
                errors={refused}
                onDoubleOptInChange={(on) => (on ? update({ doubleOptIn: true }) : setDoiDialogOpen(true))}
              />
            )}
            {tab === 'emails' && <EmailsTab values={values} onChange={update} errors={refused} eventId={eventId} />}
            {tab === 'follow-ups' && <FollowUpsTab eventId={eventId} editor={followUps} />}
            {tab === 'funnel' && <FunnelTab eventId={eventId} />}
          </Tabs>
        </div>
        <aside className="es-aside">
          {tab === 'emails' ? (
            <MailPreview eventId={eventId} savedVersion={savedVersion} saving={status === 'saving'} />
          ) : tab === 'follow-ups' ? (
            <FollowUpConsent eventId={eventId} />
          ) : (
            <PhonePreview
              values={values}
              formUrl={openUrl}
              images={{
                uploadedLogoUrl: event.uploadedLogoUrl ?? null,
                uploadedHeaderImageUrl: event.uploadedHeaderImageUrl ?? null,
                logoProblem: problem('logo', event.logoUrl),
                headerProblem: problem('headerImage', event.headerImageUrl),
              }}
            />
          )}
        </aside>
      </div>
      <StandModeDialog eventId={eventId} open={standDialogOpen} onOpenChange={setStandDialogOpen} />
      <DoiOffDialog
        open={doiDialogOpen}
        onCancel={() => setDoiDialogOpen(false)}
        onConfirm={() => {
          setDoiDialogOpen(false);
          update({ doubleOptIn: false });
        }}
      />
    </div>
  );
}
