import { Button, ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import type { User } from '@/lib/auth';
import { useLogout } from '@/lib/logout';
import { Link } from 'react-router-dom';
import { landingTexts } from '../texts';

const t = landingTexts.nav;

interface TopbarProps {
  user: User | null;
  isLoading: boolean;
  onOpenAuth: (mode: 'login' | 'register') => void;
}

/** Sticky top bar: section anchors and the blog; Login/register or Logout/Dashboard. */
export function Topbar({ user, isLoading, onOpenAuth }: TopbarProps) {
  const logout = useLogout();
  return (
    <header className="topbar">
      <div className="container topbar__inner">
        <Logo />
        <nav className="topbar__nav" aria-label={t.label}>
          <a href="#problem" className="topbar__link">
            {t.problem}
          </a>
          <a href="#solution" className="topbar__link">
            {t.solution}
          </a>
          <a href="#pricing" className="topbar__link">
            {t.pricing}
          </a>
          <Link to="/blog" className="topbar__link">
            {t.blog}
          </Link>
        </nav>
        <div className="topbar__actions" aria-busy={isLoading || undefined}>
          {isLoading ? null : user ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => logout.mutate()} isLoading={logout.isPending}>
                {t.logout}
              </Button>
              <ButtonLink to="/dashboard" size="sm">
                {t.dashboard}
              </ButtonLink>
            </>
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
      </div>
    </header>
  );
}
