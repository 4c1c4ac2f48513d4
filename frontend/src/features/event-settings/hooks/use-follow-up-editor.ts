import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { followUpStatusQueryKey } from '../api/get-follow-up-status';
import { followUpsQueryKey, useFollowUps } from '../api/get-follow-ups';
import { MAX_FOLLOW_UP_STEPS, type FollowUpStep } from '../api/follow-up-types';
import { saveFollowUps } from '../api/save-follow-ups';
import {
  followUpErrorsFrom,
  newDraft,
  sameSteps,
  toDraft,
  toStep,
  validateFollowUps,
  type FollowUpDraft,
  type FollowUpErrors,
} from '../follow-up-rules';
import type { AutoSaveStatus } from './use-auto-save';
import { NS } from '../i18n';

const SAVED_INDICATOR_MS = 2000;
const ERROR_INDICATOR_MS = 3000;

/**
 * The follow-up sequence being edited, kept by the settings page so that switching tabs keeps the
 * draft. Nothing is saved by itself (a saved step mails real people): `save` sends the whole list
 * at once, after the browser's check; what the server refuses is shown at its field. Loads only
 * once the tab was opened (`active`).
 */
export function useFollowUpEditor(eventId: string, active: boolean) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(active);
  if (active && !opened) setOpened(true);
  const query = useFollowUps(eventId, opened);
  const saved = query.data;

  const [draft, setDraft] = useState<FollowUpDraft[] | null>(null);
  if (draft === null && saved) setDraft(saved.map(toDraft));
  const steps = draft ?? [];

  const [errors, setErrors] = useState<FollowUpErrors>({});
  const [status, setStatus] = useState<AutoSaveStatus>('idle');
  /** Counts the stored saves: previews load again after each. */
  const [savedVersion, setSavedVersion] = useState(0);
  /** Raised after a refused save: the tab moves the focus to the first marked field. */
  const [refusals, setRefusals] = useState(0);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  const showStatus = useCallback((next: AutoSaveStatus, ms?: number) => {
    clearTimeout(resetTimer.current);
    setStatus(next);
    if (ms) resetTimer.current = setTimeout(() => setStatus('idle'), ms);
  }, []);

  const dirty = draft !== null && saved !== undefined && !sameSteps(draft, saved);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('followUps.leaveWarning');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, t]);

  function update(index: number, patch: Partial<FollowUpDraft>) {
    setDraft((current) => (current ?? []).map((step, i) => (i === index ? { ...step, ...patch } : step)));
    // an edited field's message goes; the next save checks it again
    const touched = Object.keys(patch).map((key) => (['days', 'from', 'to', 'timeZone', 'windowOn'].includes(key) ? 'sendWindow' : key));
    setErrors((current) => {
      const rest = Object.fromEntries(
        Object.entries(current).filter(([name]) => !touched.some((field) => name.startsWith(`steps.${index}.${field}`)) && !(touched.includes('delayDays') && name.endsWith('.delayDays'))),
      );
      return Object.keys(rest).length === Object.keys(current).length ? current : rest;
    });
  }

  function add(): number | null {
    const current = steps;
    if (current.length >= MAX_FOLLOW_UP_STEPS) return null;
    setDraft([...current, newDraft(current[current.length - 1])]);
    return current.length;
  }

  function remove(index: number) {
    const before = steps;
    setDraft(before.filter((_, i) => i !== index));
    // the steps after it move up: their messages no longer fit their fields
    setErrors({});
    toast(t('followUps.removed', { n: index + 1 }), { action: { label: t('followUps.undo'), onClick: () => setDraft(before) } });
  }

  async function save() {
    if (draft === null || status === 'saving') return;
    const known = validateFollowUps(draft);
    if (Object.keys(known).length > 0) {
      setErrors(known);
      setRefusals((n) => n + 1);
      showStatus('error', ERROR_INDICATOR_MS);
      return;
    }
    showStatus('saving');
    try {
      const stored: FollowUpStep[] = await saveFollowUps(eventId, draft.map(toStep));
      queryClient.setQueryData(followUpsQueryKey(eventId), stored);
      // the keys stay with their cards, so the focus and open previews stay where they were
      setDraft(stored.map((step, i) => ({ ...toDraft(step), key: draft[i]?.key ?? toDraft(step).key })));
      setErrors({});
      setSavedVersion((n) => n + 1);
      void queryClient.invalidateQueries({ queryKey: followUpStatusQueryKey(eventId) });
      showStatus('saved', SAVED_INDICATOR_MS);
      toast.success(stored.length === 0 ? t('followUps.savedOff') : t('followUps.saved'));
    } catch (error) {
      const refused = followUpErrorsFrom(error, draft.length, t('followUps.saveFallback'));
      const { '': problem, ...atFields } = refused;
      setErrors(atFields);
      if (problem) toast.error(t('followUps.saveError'), { description: problem });
      else setRefusals((n) => n + 1);
      showStatus('error', ERROR_INDICATOR_MS);
    }
  }

  return { query, steps, saved: saved ?? [], dirty, errors, status, savedVersion, refusals, update, add, remove, save };
}

export type FollowUpEditor = ReturnType<typeof useFollowUpEditor>;
