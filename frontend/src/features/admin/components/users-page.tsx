import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteUser } from '../api/delete-user';
import { useAdminUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { filterUsers } from '../lib/filters';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { AdminUser } from '../types';
import { AdminToolbar } from './admin-toolbar';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { UsersTable } from './users-table';

type Selection = { user: AdminUser; mode: 'edit' | 'delete' } | null;

/** /admin/users: search, count, table, create/edit/delete dialogs (?create=1 opens the create dialog). */
export function UsersPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('pageTitle', { page: t('users.title') }));
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [selection, setSelection] = useState<Selection>(null);
  const [togglingId, setTogglingId] = useState<AdminUser['id'] | null>(null);
  const users = useAdminUsers();

  const shown = useMemo(() => filterUsers(users.data ?? [], query), [users.data, query]);

  const createOpen = params.get('create') === '1';
  const setCreateOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('create', '1');
        else next.delete('create');
        return next;
      },
      { replace: true },
    );

  const toggle = useUpdateUser({
    onSuccess: () => toast.success(t('users.updated')),
    onError: (error) =>
      toast.error(t('users.updateFailed'), { description: (error instanceof ApiError && error.serverMessage) || t('users.updateFailedText') }),
  });

  // deleting closes the dialog and clears the selection, also on error.
  const remove = useDeleteUser({
    onSuccess: () => toast.success(t('users.deleted')),
    onError: (error) =>
      toast.error(t('users.deleteFailed'), { description: (error instanceof ApiError && error.serverMessage) || t('users.deleteFailedText') }),
    onSettled: () => setSelection(null),
  });

  function toggleActive(user: AdminUser) {
    setTogglingId(user.id);
    toggle.mutate({ id: user.id, changes: { isActive: !user.isActive } }, { onSettled: () => setTogglingId(null) });
  }

  return (
    <div className="admin-page">
      <header className="admin-page__header admin-page__header--row">
        <div>
          <h1>{t('users.title')}</h1>
          <p className="muted">{t('users.intro')}</p>
        </div>
        <Button onClick={() => setCreateOpen(true)}>
          <span aria-hidden="true">+</span> {t('users.create')}
        </Button>
      </header>

      <AdminToolbar texts={{ searchLabel: t('users.searchLabel'), searchPlaceholder: t('users.searchPlaceholder'), count: (count) => t('users.count', { count }) }} query={query} onQueryChange={setQuery} shown={users.data ? shown.length : null} />

      <UsersTable
        query={users}
        users={shown}
        togglingId={togglingId}
        onEdit={(user) => setSelection({ user, mode: 'edit' })}
        onToggleActive={toggleActive}
        onDelete={(user) => setSelection({ user, mode: 'delete' })}
      />

      <CreateUserDialog open={createOpen} onOpenChange={setCreateOpen} />
      {selection?.mode === 'edit' && (
        <EditUserDialog key={String(selection.user.id)} user={selection.user} onClose={() => setSelection(null)} />
      )}
      {selection?.mode === 'delete' && (
        <DeleteUserDialog
          user={selection.user}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(selection.user.id)}
          onCancel={() => setSelection(null)}
        />
      )}
    </div>
  );
}
