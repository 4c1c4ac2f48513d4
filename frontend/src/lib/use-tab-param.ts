import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The active tab of a page, kept in ?tab= so it survives a reload and can be linked. The first
 * id is the default and leaves the address clean; an unknown value falls back to it. Switching
 * replaces the history entry, so Back leaves the page instead of walking through tabs.
 */
export function useTabParam<T extends string>(ids: readonly T[]): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = ids.includes(requested as T) ? (requested as T) : ids[0];

  const selectTab = useCallback(
    (next: T) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === ids[0]) updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true },
      );
    },
    [ids, setParams],
  );

  return [tab, selectTab];
}
