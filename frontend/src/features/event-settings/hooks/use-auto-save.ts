import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/i18n';
import '../i18n';

/** What the settings' auto-save indicator shows. */
export type AutoSaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** Saved 1 s after the last change; 'Gespeichert' shows for 2 s, an error for 3 s. */
const AUTO_SAVE_DEBOUNCE_MS = 1000;
const SAVED_INDICATOR_MS = 2000;
const ERROR_INDICATOR_MS = 3000;

/** keepalive: the save must outlive the page (it is sent while the tab closes). */
export interface SaveOptions {
  keepalive?: boolean;
}

interface AutoSaverOptions<T> {
  save: (value: T, options?: SaveOptions) => Promise<unknown>;
  onStatusChange: (status: AutoSaveStatus) => void;
  onSaved?: (result: unknown, value: T) => void;
  onError?: (error: unknown) => void;
  debounceMs?: number;
  savedMs?: number;
  errorMs?: number;
}

interface AutoSaver<T> {
  /** An edit: status 'saving', save `value` debounceMs after the last call (a new call cancels the pending one). */
  schedule: (value: T) => void;
  /** Manual save: cancels the pending save and saves at once. */
  saveNow: (value: T) => Promise<void>;
  /** True while a debounced save waits. */
  hasPending: () => boolean;
  /** Sends a waiting debounced save right away without status updates (unmount, tab closing). */
  flush: (options?: SaveOptions) => void;
  dispose: () => void;
}

/**
 * Framework-free state machine: idle -> saving -> saved (idle after savedMs) | error (idle after errorMs).
 * Only the newest save decides the final status, so a slow older response cannot overwrite it.
 */
export function createAutoSaver<T>(options: AutoSaverOptions<T>): AutoSaver<T> {
  const {
    save,
    onStatusChange,
    onSaved,
    onError,
    debounceMs = AUTO_SAVE_DEBOUNCE_MS,
    savedMs = SAVED_INDICATOR_MS,
    errorMs = ERROR_INDICATOR_MS,
  } = options;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let pendingValue: T | undefined;
  let reset: ReturnType<typeof setTimeout> | undefined;
  let sequence = 0;
  let disposed = false;

  const setStatus = (status: AutoSaveStatus) => {
    if (!disposed) onStatusChange(status);
  };
  const clearPending = () => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
  };
  const clearReset = () => {
    if (reset !== undefined) clearTimeout(reset);
    reset = undefined;
  };
  const backToIdleAfter = (ms: number) => {
    clearReset();
    reset = setTimeout(() => {
      reset = undefined;
      setStatus('idle');
    }, ms);
  };

  async function run(value: T) {
    const id = ++sequence;
    clearReset();
    setStatus('saving');
    try {
      const result = await save(value);
      if (disposed) return;
      onSaved?.(result, value);
      if (id !== sequence || pending !== undefined) return;
      setStatus('saved');
      backToIdleAfter(savedMs);
    } catch (error) {
      if (disposed) return;
      if (id === sequence) {
        setStatus('error');
        backToIdleAfter(errorMs);
      }
      onError?.(error);
    }
  }

  return {
    schedule(value) {
      if (disposed) return;
      clearPending();
      clearReset();
      setStatus('saving');
      pendingValue = value;
      pending = setTimeout(() => {
        pending = undefined;
        void run(value);
      }, debounceMs);
    },
    saveNow(value) {
      if (disposed) return Promise.resolve();
      clearPending();
      return run(value);
    },
    hasPending: () => pending !== undefined,
    flush(flushOptions) {
      if (pending === undefined) return;
      clearPending();
      const value = pendingValue as T;
      save(value, flushOptions).then(
        (result) => onSaved?.(result, value),
        (error) => onError?.(error),
      );
    },
    dispose() {
      disposed = true;
      clearPending();
      clearReset();
    },
  };
}

function autoSaveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message ?? i18n.t('event-settings:autoSave.fallback');
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('event-settings:autoSave.fallback');
}

interface UseAutoSaveOptions<T> {
  save: (value: T, options?: SaveOptions) => Promise<unknown>;
  onSaved?: (result: unknown, value: T) => void;
}

/**
 * React wrapper around createAutoSaver. A save that fails as a whole shows the destructive toast
 * 'Änderungen nicht gespeichert' with the server message; refusals of single fields are the save
 * function's to mark at their fields. The latest callbacks are always used.
 */
export function useAutoSave<T>({ save, onSaved }: UseAutoSaveOptions<T>) {
  const [status, setStatus] = useState<AutoSaveStatus>('idle');
  const saveRef = useRef(save);
  const onSavedRef = useRef(onSaved);
  // the saver (timers, page hide, unmount) calls the callbacks of the last render committed
  useLayoutEffect(() => {
    saveRef.current = save;
    onSavedRef.current = onSaved;
  });

  const saverRef = useRef<AutoSaver<T> | null>(null);
  // Created lazily (and again after an unmount/remount, e.g. React StrictMode), disposed on unmount.
  const getSaver = useCallback(() => {
    if (saverRef.current === null) {
      saverRef.current = createAutoSaver<T>({
        save: (value, saveOptions) => saveRef.current(value, saveOptions),
        onSaved: (result, value) => onSavedRef.current?.(result, value),
        onStatusChange: setStatus,
        onError: (error) => toast.error(i18n.t('event-settings:autoSave.toastTitle'), { description: autoSaveErrorMessage(error) }),
      });
    }
    return saverRef.current;
  }, []);

  useEffect(() => {
    // Closing the tab or reloading within the debounce window: send the last edit with keepalive,
    // so the browser delivers it after the page is gone (pagehide also fires on mobile app switches).
    const onPageHide = () => saverRef.current?.flush({ keepalive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  useEffect(
    () => () => {
      // Leaving the page within the debounce window must not lose the last edit.
      saverRef.current?.flush();
      saverRef.current?.dispose();
      saverRef.current = null;
    },
    [],
  );

  const schedule = useCallback((value: T) => getSaver().schedule(value), [getSaver]);
  const saveNow = useCallback((value: T) => getSaver().saveNow(value), [getSaver]);

  return { status, schedule, saveNow };
}
