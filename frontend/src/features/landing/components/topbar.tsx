import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import type { User } from '@/lib/auth';
import { useLogout } from '@/lib/logout';
import { LANG, NS } from '../i18n';

const MENU_ID = 'topbar-menu';

interface TopbarProps {
  user: User | null;
  isLoading: boolean;
  onOpenAuth: (mode: 'login' | 'register') => void;
}

/**
 * Phones (below 680 px): the section links fold into a menu behind a button. Opening moves the
 * focus to the first link; Escape, a chosen link or a click outside closes it (Escape gives the
 * focus back to the button).
 */
function usePhoneMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector<HTMLElement>('a')?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!navRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return { open, setOpen, buttonRef, navRef, onKeyDown };
}

/** Sticky top bar: section anchors and the blog; Login/register or Logout/Dashboard. */
export function Topbar({ user, isLoading, onOpenAuth }: TopbarProps) {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'nav' });
  const logout = useLogout();
  const { open, setOpen, buttonRef, navRef, onKeyDown } = usePhoneMenu();
  const close = () => setOpen(false);
  return (
    <header className="topbar" onKeyDown={onKeyDown}>
      <div className="container topbar__inner">
        <Logo />
        <nav
          ref={navRef}
          id={MENU_ID}
          className={`topbar__nav${open ? ' is-open' : ''}`}
          aria-label={t('label')}
        >
          <a href="#problem" className="topbar__link" onClick={close}>
            {t('problem')}
          </a>
          <a href="#solution" className="topbar__link" onClick={close}>
            {t('solution')}
          </a>
          <a href="#pricing" className="topbar__link" onClick={close}>
            {t('pricing')}
          </a>
          <Link to="/blog" className="topbar__link" onClick={close}>
            {t('blog')}
          </Link>
          {open && !isLoading && !user && (
            // below 360 px the bar has no room for Login beside the register button: it moves here
            <button
              type="button"
              className="topbar__link topbar__menu-login"
              onClick={() => {
                close();
                onOpenAuth('login');
              }}
            >
              {t('login')}
            </button>
          )}
        </nav>
        <div className="topbar__actions" aria-busy={isLoading || undefined}>
          {isLoading ? null : user ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => logout.mutate()} isLoading={logout.isPending}>
                {t('logout')}
              </Button>
              <ButtonLink to="/dashboard" size="sm">
                {t('dashboard')}
              </ButtonLink>
            </>
          ) : (
            <>
              <Button variant="ghost" size="sm" className="topbar__login" onClick={() => onOpenAuth('login')}>
                {t('login')}
              </Button>
              <Button size="sm" onClick={() => onOpenAuth('register')}>
                {t('register')}
              </Button>
            </>
          )}
        </div>
        <button
          ref={buttonRef}
          type="button"
          className="topbar__menu-button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? t('closeMenu') : t('openMenu')}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
    </header>
  );
}
