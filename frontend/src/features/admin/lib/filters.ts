import type { AdminAccount, AdminEvent, AdminUser } from '../types';

/** Free-text search in the admin panel is case-insensitive (substring). */
function includesFolded(value: string | null | undefined, needle: string): boolean {
  return (value ?? '').toLocaleLowerCase('de-DE').includes(needle);
}

function fold(query: string): string {
  return query.trim().toLocaleLowerCase('de-DE');
}

/** Users whose name or e-mail contains the query. */
export function filterUsers(users: readonly AdminUser[], query: string): AdminUser[] {
  const needle = fold(query);
  if (!needle) return [...users];
  return users.filter((user) => includesFolded(user.name, needle) || includesFolded(user.email, needle));
}

/** Accounts whose name or slug, or one of whose members' name or address, contains the query. */
export function filterAccounts(accounts: readonly AdminAccount[], query: string): AdminAccount[] {
  const needle = fold(query);
  if (!needle) return [...accounts];
  return accounts.filter(
    (account) =>
      includesFolded(account.name, needle) ||
      includesFolded(account.companySlug, needle) ||
      account.members.some((member) => includesFolded(member.name, needle) || includesFolded(member.email, needle)),
  );
}

export type EventStatusFilter = 'all' | 'active' | 'archived';

/** A missing status counts as active. */
export function eventStatus(event: Pick<AdminEvent, 'status'>): 'active' | 'archived' | 'inactive' {
  const status = event.status ?? 'active';
  if (status === 'active') return 'active';
  if (status === 'archived') return 'archived';
  return 'inactive';
}

interface EventFilters {
  query: string;
  status: EventStatusFilter;
  /** '' = all users */
  userId: string;
}

/** Events matching the search (name, slug or owner name), the status and the owner. */
export function filterEvents(events: readonly AdminEvent[], filters: EventFilters): AdminEvent[] {
  const needle = fold(filters.query);
  return events.filter((event) => {
    if (filters.status !== 'all' && eventStatus(event) !== filters.status) return false;
    if (filters.userId && String(event.userId ?? event.user?.id ?? '') !== filters.userId) return false;
    if (!needle) return true;
    return includesFolded(event.name, needle) || includesFolded(event.slug, needle) || includesFolded(event.user?.name, needle);
  });
}
