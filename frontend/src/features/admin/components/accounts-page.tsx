import { useMemo, useState } from 'react';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminAccounts } from '../api/get-accounts';
import { filterAccounts } from '../lib/filters';
import { adminTexts } from '../texts';
import { AdminTable } from './admin-table';
import { AdminToolbar } from './admin-toolbar';

const t = adminTexts.accounts;

const COLUMNS = [
  { label: t.cols.name },
  { label: t.cols.members },
  { label: t.cols.events, numeric: true },
  { label: t.cols.credits, numeric: true },
  { label: t.cols.created },
];

/** /admin/accounts: every account with its members and roles, searchable by account or member. */
export function AccountsPage() {
  useDocumentTitle(`${t.title} | ${adminTexts.title}`);
  const [query, setQuery] = useState('');
  const accounts = useAdminAccounts();
  const shown = useMemo(() => filterAccounts(accounts.data ?? [], query), [accounts.data, query]);

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>{t.title}</h1>
        <p className="muted">{t.intro}</p>
      </header>

      <AdminToolbar texts={t} query={query} onQueryChange={setQuery} shown={accounts.data ? shown.length : null} />

      <AdminTable
        query={accounts}
        errorText={t.loadError}
        rows={shown}
        rowKey={(account) => account.id}
        label={t.tableLabel}
        columns={COLUMNS}
        empty={t.empty}
        cells={(account) => (
          <>
            <th scope="row" className="admin-table__name">
              {account.name}
              <code className="admin-table__slug admin-account__slug">{account.companySlug}</code>
            </th>
            <td className="admin-table__wrap">
              {account.members.length === 0 ? (
                <span className="muted">{t.noMembers}</span>
              ) : (
                <ul className="admin-account__members" aria-label={t.membersLabel(account.name)}>
                  {account.members.map((member) => (
                    <li key={member.userId}>
                      <span className="admin-account__member">{member.name}</span>{' '}
                      <span className="badge admin-badge admin-badge--user">{t.roles[member.role] ?? member.role}</span>
                      <span className="admin-account__email muted">{member.email}</span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className="admin-table__num">{account.events}</td>
            <td className="admin-table__num">{account.eventCredits}</td>
            <td>{formatDate(account.createdAt)}</td>
          </>
        )}
      />
    </div>
  );
}
