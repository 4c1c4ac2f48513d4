import { useEffect, useId, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

/** Where `layout="side"` turns into a column beside the panel (tabs.css says the same width). */
const SIDE_QUERY = '(min-width: 1024px)';

function subscribeSide(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(SIDE_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** Which ends of a sideways row hide tabs: tabs.css fades those (and only those) edges. */
function markEdges(list: HTMLElement) {
  list.dataset.moreStart = String(list.scrollLeft > 1);
  list.dataset.moreEnd = String(list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
}

/** Whether the side layout stands as a column now (false on the server and without matchMedia). */
function useSideColumn(enabled: boolean): boolean {
  const wide = useSyncExternalStore(
    subscribeSide,
    () => typeof window.matchMedia === 'function' && window.matchMedia(SIDE_QUERY).matches,
    () => false,
  );
  return enabled && wide;
}

interface TabItem<T extends string = string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string = string> {
  /** Accessible name of the tablist. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** Content of the selected tab (only the active panel is rendered). */
  children: ReactNode;
  /**
   * 'top' (default): a row above the panel. 'side': on wide screens a column beside the panel
   * (many tabs), below that one row that scrolls sideways and keeps the selected tab in view.
   */
  layout?: 'top' | 'side';
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (wrapping), Home and End move focus
 * and select; roving tabindex so Tab leaves the list and enters the panel. In a column the
 * up and down arrows move too.
 */
export function Tabs<T extends string>({ label, items, value, onValueChange, children, layout = 'top' }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const column = useSideColumn(layout === 'side');
  const selectedIndex = items.findIndex((item) => item.id === value);

  // a row that scrolls sideways shows the selected tab in its middle, its neighbours peeking in at
  // both edges (so the row shows it goes on); only the row scrolls, never the page
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[selectedIndex];
    if (layout !== 'side' || column || !list || !tab || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = tab.offsetLeft - list.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    markEdges(list);
  }, [layout, column, selectedIndex]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = selectedIndex;
    const forward = column ? ['ArrowDown', 'ArrowRight'] : ['ArrowRight'];
    const back = column ? ['ArrowUp', 'ArrowLeft'] : ['ArrowLeft'];
    let next: number | null = null;
    if (forward.includes(event.key)) next = (current + 1) % items.length;
    else if (back.includes(event.key)) next = (current - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    onValueChange(items[next].id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={layout === 'side' ? 'tabs tabs--side' : 'tabs'}>
      <div
        ref={listRef}
        className="tabs__list"
        role="tablist"
        aria-label={label}
        aria-orientation={column ? 'vertical' : undefined}
        onKeyDown={onKeyDown}
        onScroll={layout === 'side' ? (event) => markEdges(event.currentTarget) : undefined}
      >
        {items.map((item, index) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              className={`tabs__tab${selected ? ' is-selected' : ''}`}
              onClick={() => onValueChange(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div className="tabs__panel" role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
