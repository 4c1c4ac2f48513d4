import { useId, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';

interface AdminToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** How many rows the filters leave ('12 Benutzer'); empty while the list loads. */
  count: string;
  /** More filters after the search (the events' status and owner). */
  children?: ReactNode;
  className?: string;
}

/** The search over an admin list, its further filters, and the count of what they leave, announced as it changes. */
export function AdminToolbar({ searchLabel, searchPlaceholder, query, onQueryChange, count, children, className }: AdminToolbarProps) {
  const countId = useId();
  return (
    <div className={['admin-toolbar', className ?? ''].filter(Boolean).join(' ')}>
      <Field
        label={searchLabel}
        type="search"
        className="admin-toolbar__search"
        placeholder={searchPlaceholder}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        aria-describedby={countId}
      />
      {children}
      <p id={countId} className="admin-toolbar__count" role="status">
        {count}
      </p>
    </div>
  );
}
