import { useId, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';

interface AdminToolbarProps {
  /** The list's words: the search field's label and placeholder, and the count ('12 Benutzer'). */
  texts: { searchLabel: string; searchPlaceholder: string; count: (n: number) => string };
  query: string;
  onQueryChange: (query: string) => void;
  /** How many rows the filters leave; null while the list loads. */
  shown: number | null;
  /** More filters after the search (the events' status and owner). */
  children?: ReactNode;
  className?: string;
}

/** The search over an admin list, its further filters, and the count of what they leave, announced as it changes. */
export function AdminToolbar({ texts, query, onQueryChange, shown, children, className }: AdminToolbarProps) {
  const countId = useId();
  return (
    <div className={['admin-toolbar', className ?? ''].filter(Boolean).join(' ')}>
      <Field
        label={texts.searchLabel}
        type="search"
        className="admin-toolbar__search"
        placeholder={texts.searchPlaceholder}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        aria-describedby={countId}
      />
      {children}
      <p id={countId} className="admin-toolbar__count" role="status">
        {shown === null ? '' : texts.count(shown)}
      </p>
    </div>
  );
}
