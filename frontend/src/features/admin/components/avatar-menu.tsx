import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import { NS } from '../i18n';

/** The avatar shows the first letter of the name, 'A' without a name. */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase() : i18n.t('nav.avatarFallback', { ns: NS });
}

interface AvatarMenuProps {
  name: string;
  email: string;
  onLogout: () => void;
  loggingOut?: boolean;
}

/**
 * Menu button (aria-haspopup/expanded) with the user's name and e-mail and the item 'Abmelden'.
 * Opening focuses the item; Escape or Tab closes (Escape returns the focus to the button);
 * a click outside closes.
 */
export function AvatarMenu({ name, email, onLogout, loggingOut }: AvatarMenuProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const displayName = name?.trim() || t('nav.nameFallback');

  useEffect(() => {
    if (!open) return;
    itemRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      // one item: every movement key keeps the focus on it
      event.preventDefault();
      itemRef.current?.focus();
    }
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  }

  return (
    <div className="avatar-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('nav.menuButton', { name: displayName })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <span className="avatar-menu__avatar" aria-hidden="true">
          {avatarInitial(name)}
        </span>
        <svg className="avatar-menu__chevron" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div className="avatar-menu__popover" onKeyDown={onMenuKeyDown}>
          <div className="avatar-menu__identity">
            <span className="avatar-menu__name">{displayName}</span>
            <span className="avatar-menu__email">{email}</span>
          </div>
          <div id={menuId} role="menu" aria-label={displayName} className="avatar-menu__list">
            <button
              ref={itemRef}
              type="button"
              role="menuitem"
              className="avatar-menu__item"
              disabled={loggingOut}
              onClick={() => {
                onLogout();
                setOpen(false);
              }}
            >
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 17l5-5-5-5M15 12H3"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {loggingOut ? t('nav.loggingOut') : t('nav.logout')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
