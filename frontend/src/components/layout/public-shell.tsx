import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import type { Locale } from '@/i18n';
import { useUser } from '@/lib/auth';
import { Button, ButtonLink } from '../ui/button';
import { Logo } from '../ui/logo';
import { NS } from './i18n';

/**
 * The public frame's words: in the language shown, or in `lng` where a page asks for one (the
 * operator's site, landing, legal pages and blog, is German: the server renders it so).
 */
function useShellTexts(lng?: Locale) {
  return useTranslation(NS, { lng, keyPrefix: 'publicShell' }).t;
}

export function SiteFooter({ children, lng }: { children?: ReactNode; lng?: Locale }) {
  const t = useShellTexts(lng);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <Logo />
        <nav aria-label={t('footerNav')} className="site-footer__links">
          <Link to="/blog">{t('blog')}</Link>
          <Link to="/datenschutz">{t('privacy')}</Link>
          <Link to="/impressum">{t('imprint')}</Link>
          {children}
        </nav>
        <p className="site-footer__copy">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

/** Public site navigation for signed-out visitors: the landing page's sections and the blog. */
function PublicNav({ lng }: { lng?: Locale }) {
  const t = useShellTexts(lng);
  return (
    <nav className="public-nav" aria-label={t('siteNav')}>
      <Link to="/#problem" className="public-nav__link">
        {t('problem')}
      </Link>
      <Link to="/#solution" className="public-nav__link">
        {t('solution')}
      </Link>
      <Link to="/#pricing" className="public-nav__link">
        {t('pricing')}
      </Link>
      <NavLink to="/blog" className={({ isActive }) => `public-nav__link${isActive ? ' is-active' : ''}`}>
        {t('blog')}
      </NavLink>
    </nav>
  );
}

/**
 * The landing page's sign-in and register buttons for the other public pages (blog, legal):
 * the dialog belongs to the auth feature, so the route hands in the opener. Signed in: Dashboard.
 */
function AuthActions({ onOpenAuth, lng }: { onOpenAuth: (mode: 'login' | 'register') => void; lng?: Locale }) {
  const t = useShellTexts(lng);
  const { user, isLoading } = useUser();
  return (
    <div className="simple-header__actions" aria-busy={isLoading || undefined}>
      {isLoading ? null : user ? (
        <ButtonLink to="/dashboard" size="sm">
          {t('dashboard')}
        </ButtonLink>
      ) : (
        <>
          <Button variant="ghost" size="sm" onClick={() => onOpenAuth('login')}>
            {t('login')}
          </Button>
          <Button size="sm" onClick={() => onOpenAuth('register')}>
            {t('register')}
          </Button>
        </>
      )}
    </div>
  );
}

interface PublicShellProps {
  children: ReactNode;
  /** Extra footer items. */
  footer?: ReactNode;
  /** The public site navigation instead of the single link home. */
  nav?: boolean;
  /** Sign-in and register buttons in the top bar; opens the route's auth dialog. */
  onOpenAuth?: (mode: 'login' | 'register') => void;
  /** A fixed language (the operator's German pages); else the language shown. */
  lng?: Locale;
}

/** Minimal frame for public sub-pages: logo bar, centered content, footer. */
export function PublicShell({ children, footer, nav = false, onOpenAuth, lng }: PublicShellProps) {
  const t = useShellTexts(lng);
  return (
    <div className="page">
      <header className="simple-header">
        <div className="container simple-header__inner">
          <Logo />
          {nav ? (
            <PublicNav lng={lng} />
          ) : (
            <Link to="/" className="simple-header__back">
              {t('home')}
            </Link>
          )}
          {onOpenAuth && <AuthActions onOpenAuth={onOpenAuth} lng={lng} />}
        </div>
      </header>
      <main id="main" className="page__main">
        {children}
      </main>
      <SiteFooter lng={lng}>{footer}</SiteFooter>
    </div>
  );
}
