import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
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
 * Minimal frame for public sub-pages: logo bar, centered content, footer (`footer`: extra footer
 * items; `nav`: the public site navigation instead of the single link home).
 */
export function PublicShell({ children, footer, nav = false }: { children: ReactNode; footer?: ReactNode; nav?: boolean }) {
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
        </div>
      </header>
      <main id="main" className="page__main">
        {children}
      </main>
      <SiteFooter>{footer}</SiteFooter>
    </div>
  );
}
