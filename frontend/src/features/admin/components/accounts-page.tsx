import { useMemo, useState } from 'react';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminAccounts } from '../api/get-accounts';
import { filterAccounts } from '../lib/filters';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AdminTable } from './admin-table';
import { AdminToolbar } from './admin-toolbar';

const COLUMNS = [
  { key: 'name' },
  { key: 'members' },
  { key: 'events', numeric: true },
  { key: 'credits', numeric: true },
  { key: 'created' },
] as const;

const ACCOUNT_ROLES = { owner: true, manager: true, staff: true } as const;

/** /admin/accounts: every account with its members and roles, searchable by account or member. */
export function AccountsPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('pageTitle', { page: t('accounts.title') }));
  const [query, setQuery] = useState('');
  const accounts = useAdminAccounts();
  const shown = useMemo(() => filterAccounts(accounts.data ?? [], query), [accounts.data, query]);

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>{t('accounts.title')}</h1>
        <p className="muted">{t('accounts.intro')}</p>
      </header>

      <AdminToolbar texts={{ searchLabel: t('accounts.searchLabel'), searchPlaceholder: t('accounts.searchPlaceholder'), count: (count) => t('accounts.count', { count }) }} query={query} onQueryChange={setQuery} shown={accounts.data ? shown.length : null} />

      <AdminTable
        query={accounts}
        errorText={t('accounts.loadError')}
        rows={shown}
        rowKey={(account) => account.id}
        label={t('accounts.tableLabel')}
        columns={COLUMNS.map(({ key, ...column }) => ({ ...column, label: t(`accounts.cols.${key}`) }))}
        empty={t('accounts.empty')}
        cells={(account) => (
          <>
            <th scope="row" className="admin-table__name">
              {account.name}
              <code className="admin-table__slug admin-account__slug">{account.companySlug}</code>
            </th>
            <td className="admin-table__wrap">
              {account.members.length === 0 ? (
                <span className="muted">{t('accounts.noMembers')}</span>
              ) : (
                <ul className="admin-account__members" aria-label={t('accounts.membersLabel', { account: account.name })}>
                  {account.members.map((member) => (
                    <li key={member.userId}>
                      <span className="admin-account__member">{member.name}</span>{' '}
                      <span className="badge admin-badge admin-badge--user">{member.role in ACCOUNT_ROLES ? t(`accounts.roles.${member.role as keyof typeof ACCOUNT_ROLES}`) : member.role}</span>
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
