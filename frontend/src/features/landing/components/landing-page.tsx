import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SiteFooter } from '@/components/layout/public-shell';
import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useLogout, useUser } from '@/lib/auth';
import type { VerificationBanner } from '../hooks/use-landing-params';
import { landingTexts as t } from '../texts';
import '../landing.css';

export interface LandingPageProps {
  banner: VerificationBanner;
  onOpenAuth: (mode: 'login' | 'register') => void;
}

export function LandingPage({ banner, onOpenAuth }: LandingPageProps) {
  // Spec: the current user is refetched on window focus on the landing page only.
  const { user, isLoading } = useUser({ refetchOnWindowFocus: 'always' });
  const logout = useLogout();
  const [visibleBanner, setVisibleBanner] = useState(banner);

  return (
    <div className="page landing">
      <header className="topbar">
        <div className="container topbar__inner">
          <Logo />
          <nav className="topbar__nav" aria-label={t.nav.label}>
            <Link to="/blog" className="topbar__link">
              {t.nav.blog}
            </Link>
          </nav>
          <div className="topbar__actions" aria-busy={isLoading || undefined}>
            {isLoading ? null : user ? (
              <>
                <Button variant="ghost" size="sm" onClick={() => logout.mutate()} isLoading={logout.isPending}>
                  {t.nav.logout}
                </Button>
                <ButtonLink to="/dashboard" size="sm">
                  {t.nav.dashboard}
                </ButtonLink>
              </>
            ) : (
              <>
                <Button variant="ghost" size="sm" onClick={() => onOpenAuth('login')}>
                  {t.nav.login}
                </Button>
                <Button size="sm" onClick={() => onOpenAuth('register')}>
                  {t.nav.register}
                </Button>
              </>
            )}
          </div>
        </div>
      </header>

      {visibleBanner && (
        <div className="container landing__banner">
          <Banner
            tone={visibleBanner.tone}
            onDismiss={() => setVisibleBanner(null)}
            dismissLabel={t.banners.dismiss}
          >
            {visibleBanner.tone === 'success'
              ? t.banners.verificationSuccess(visibleBanner.email)
              : t.banners.verificationError}
          </Banner>
        </div>
      )}

      <main id="main" className="page__main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero__inner">
            <div className="hero__copy">
              <p className="hero__eyebrow">{t.hero.eyebrow}</p>
              <h1 id="hero-title" className="hero__title">
                {t.hero.title} <span className="hero__accent">{t.hero.titleAccent}</span>
              </h1>
              <p className="hero__lead">{t.hero.lead}</p>
              <div className="hero__actions">
                {user ? (
                  <ButtonLink to="/events" size="lg">
                    {t.hero.loggedInPrimary}
                  </ButtonLink>
                ) : (
                  <>
                    <Button size="lg" onClick={() => onOpenAuth('register')}>
                      {t.hero.primary}
                    </Button>
                    <Button size="lg" variant="inverse" onClick={() => onOpenAuth('login')}>
                      {t.hero.secondary}
                    </Button>
                  </>
                )}
              </div>
              <p className="hero__offer">
                <span className="hero__offer-dot" aria-hidden="true" />
                {t.hero.freeOffer}
              </p>
            </div>
            <div className="hero__card" aria-labelledby="hero-steps">
              <h2 id="hero-steps" className="hero__card-title">
                {t.hero.stepsTitle}
              </h2>
              <ol className="steps">
                {t.hero.steps.map((step, index) => (
                  <li key={step.title} className="steps__item">
                    <span className="steps__num" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span>
                      <strong className="steps__title">{step.title}</strong>
                      <span className="steps__text">{step.text}</span>
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </section>
        <section className="trust" aria-label="Vorteile">
          <ul className="container trust__list">
            {t.hero.trust.map((item) => (
              <li key={item} className="trust__item">
                <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
                {item}
              </li>
            ))}
          </ul>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
