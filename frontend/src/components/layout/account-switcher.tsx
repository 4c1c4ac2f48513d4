import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { roleLabel } from '@/lib/account-role';
import { useSwitchAccount } from '@/lib/account-switch';
import { ApiError } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { Spinner } from '../ui/spinner';
import { NS } from './i18n';

/**
 * The header's account menu for people in more than one account: the current account's name on
 * the button, every account with the role in it. Choosing one switches, drops every cached query,
 * fetches /me again and goes to the dashboard. Arrow keys move through the list, Escape closes.
 */
export function AccountSwitcher({ user }: { user: User }) {
  const { t } = useTranslation(NS, { keyPrefix: 'accountSwitcher' });
  const accounts = user.accounts ?? [];
  const current = accounts.find((account) => account.id === user.currentAccountId);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  /** The item that gets the focus when the menu opens: the current account. */
  const firstFocus = useRef(0);
  const navigate = useNavigate();
  const switcher = useSwitchAccount({
    onSuccess: (account) => {
      toast.success(t('switched', { name: account.name }));
      navigate('/dashboard');
    },
    onError: (error) => toast.error((error instanceof ApiError && error.serverMessage) || t('failed')),
  });

  useEffect(() => {
    if (!open) return;
    itemRefs.current[firstFocus.current]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (accounts.length < 2) return null;

  function openMenu() {
    firstFocus.current = Math.max(
      accounts.findIndex((account) => account.id === user.currentAccountId),
      0,
    );
    setOpen(true);
  }

  function choose(accountId: string) {
    setOpen(false);
    buttonRef.current?.focus();
    if (accountId !== user.currentAccountId) switcher.mutate(accountId);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => Boolean(item));
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % items.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    } else if (event.key === 'Tab') setOpen(false);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  }

  const name = current?.name ?? t('unknown');
  return (
    <div className="account-switcher" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-switcher__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('button', { name })}
        disabled={switcher.isPending}
        aria-busy={switcher.isPending || undefined}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openMenu();
          }
        }}
      >
        {switcher.isPending && <Spinner size="sm" decorative />}
        <span className="account-switcher__name">{switcher.isPending ? t('switching') : name}</span>
        {!switcher.isPending && current && <span className="account-switcher__current-role">· {roleLabel(current.role)}</span>}
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label={t('menu')} className="account-switcher__menu" onKeyDown={onMenuKeyDown}>
          {accounts.map((account, index) => {
            const selected = account.id === user.currentAccountId;
            return (
              <button
                key={account.id}
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={selected}
                className="account-switcher__item"
                onClick={() => choose(account.id)}
              >
                <span className="account-switcher__check" aria-hidden="true">
                  {selected ? '✓' : ''}
                </span>
                <span className="account-switcher__label">
                  <span className="account-switcher__account">{account.name}</span>
                  <span className="account-switcher__role">{roleLabel(account.role)}</span>
                </span>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
