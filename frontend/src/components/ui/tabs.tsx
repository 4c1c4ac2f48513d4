import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

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
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (wrapping), Home and End move focus
 * and select; roving tabindex so Tab leaves the list and enters the panel.
 */
export function Tabs<T extends string>({ label, items, value, onValueChange, children }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.id === value);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (current + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (current - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    onValueChange(items[next].id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
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
