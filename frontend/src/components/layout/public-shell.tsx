import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useUser } from '@/lib/auth';
import { Button, ButtonLink } from '../ui/button';
import { Logo } from '../ui/logo';
import { publicShellTexts as t } from './texts';

export function SiteFooter({ children }: { children?: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <Logo />
        <nav aria-label={t.footerNav} className="site-footer__links">
          <Link to="/blog">{t.blog}</Link>
          <Link to="/datenschutz">{t.privacy}</Link>
          <Link to="/impressum">{t.imprint}</Link>
          {children}
        </nav>
        <p className="site-footer__copy">{t.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}

/** Public site navigation for signed-out visitors: the landing page's sections and the blog. */
function PublicNav() {
  return (
    <nav className="public-nav" aria-label={t.siteNav}>
      <Link to="/#problem" className="public-nav__link">
        {t.problem}
      </Link>
      <Link to="/#solution" className="public-nav__link">
        {t.solution}
      </Link>
      <Link to="/#pricing" className="public-nav__link">
        {t.pricing}
      </Link>
      <NavLink to="/blog" className={({ isActive }) => `public-nav__link${isActive ? ' is-active' : ''}`}>
        {t.blog}
      </NavLink>
    </nav>
  );
}

/**
 * The landing page's sign-in and register buttons for the other public pages (blog, legal):
 * the dialog belongs to the auth feature, so the route hands in the opener. Signed in: Dashboard.
 */
function AuthActions({ onOpenAuth }: { onOpenAuth: (mode: 'login' | 'register') => void }) {
  const { user, isLoading } = useUser();
  return (
    <div className="simple-header__actions" aria-busy={isLoading || undefined}>
      {isLoading ? null : user ? (
        <ButtonLink to="/dashboard" size="sm">
          {t.dashboard}
        </ButtonLink>
      ) : (
        <>
          <Button variant="ghost" size="sm" onClick={() => onOpenAuth('login')}>
            {t.login}
          </Button>
          <Button size="sm" onClick={() => onOpenAuth('register')}>
            {t.register}
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
}

/** Minimal frame for public sub-pages: logo bar, centered content, footer. */
export function PublicShell({ children, footer, nav = false, onOpenAuth }: PublicShellProps) {
  return (
    <div className="page">
      <header className="simple-header">
        <div className="container simple-header__inner">
          <Logo />
          {nav ? (
            <PublicNav />
          ) : (
            <Link to="/" className="simple-header__back">
              {t.home}
            </Link>
          )}
          {onOpenAuth && <AuthActions onOpenAuth={onOpenAuth} />}
        </div>
      </header>
      <main id="main" className="page__main">
        {children}
      </main>
      <SiteFooter>{footer}</SiteFooter>
    </div>
  );
}
