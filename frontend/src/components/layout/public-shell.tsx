import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
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

/** Minimal frame for public sub-pages: logo bar, centered content, footer. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <header className="simple-header">
        <div className="container simple-header__inner">
          <Logo />
          <Link to="/" className="simple-header__back">
            {t.home}
          </Link>
        </div>
      </header>
      <main id="main" className="page__main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
