import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SiteFooter } from '@/components/layout/public-shell';
import { Banner } from '@/components/ui/banner';
import { useUser } from '@/lib/auth';
import { usePublicConfig } from '@/lib/public-config';
import type { VerificationBanner } from '../hooks/use-landing-params';
import { LANG, NS } from '../i18n';
import '../landing.css';
import { Hero } from './hero';
import {
  AboutSection,
  CarouselSection,
  DemoSection,
  ExhibitorSection,
  FaqSection,
  FinalCta,
  FreeBanner,
  OrganizerSection,
  PricingSection,
  ProblemSection,
  SolutionSection,
  TargetSection,
  VisitorSection,
} from './sections';
import { StatsSection } from './stats-section';
import { Topbar } from './topbar';

interface LandingPageProps {
  banner: VerificationBanner;
  onOpenAuth: (mode: 'login' | 'register') => void;
  /** Opens the support dialog ('support') or the organiser enquiry ('organizer'). */
  onOpenSupport: (mode: 'support' | 'organizer') => void;
}

function isSafeBookingUrl(url: unknown): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url);
}

/** Coming from another page with /#pricing etc.: scroll to that section once it is rendered. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash]);
}

export function LandingPage({ banner, onOpenAuth, onOpenSupport }: LandingPageProps) {
  // the current user is refetched on window focus on the landing page only.
  const { t } = useTranslation(NS, { lng: LANG });
  const { user, isLoading } = useUser({ refetchOnWindowFocus: 'always' });
  const config = usePublicConfig();
  const bookingUrl = isSafeBookingUrl(config.data?.demoBookingUrl) ? config.data.demoBookingUrl : null;
  const [visibleBanner, setVisibleBanner] = useState(banner);
  useScrollToHash();

  return (
    <div className="page landing">
      <a href="#main" className="skip-link">
        {t('skipLink')}
      </a>
      <Topbar user={user} isLoading={isLoading} onOpenAuth={onOpenAuth} />

      {visibleBanner && (
        <div className="container landing__banner">
          <Banner tone={visibleBanner.tone} onDismiss={() => setVisibleBanner(null)} dismissLabel={t('banners.dismiss')}>
            {visibleBanner.tone === 'success'
              ? t('banners.verificationSuccess', { email: visibleBanner.email })
              : t('banners.verificationError')}
          </Banner>
        </div>
      )}

      <main id="main" className="page__main" tabIndex={-1}>
        <Hero user={user} onOpenAuth={onOpenAuth} />
        <ProblemSection />
        <SolutionSection />
        <CarouselSection />
        <DemoSection bookingUrl={bookingUrl} onFallback={() => onOpenSupport('support')} />
        <ExhibitorSection />
        <FreeBanner user={user} onOpenAuth={onOpenAuth} />
        <OrganizerSection onOpenEnquiry={() => onOpenSupport('organizer')} />
        <StatsSection />
        <VisitorSection />
        <PricingSection user={user} onOpenAuth={onOpenAuth} />
        <TargetSection />
        <FinalCta user={user} onOpenAuth={onOpenAuth} bookingUrl={bookingUrl} />
        <FaqSection />
        <AboutSection onOpenSupport={() => onOpenSupport('support')} />
      </main>
      <SiteFooter lng="de">
        <button type="button" className="site-footer__button" onClick={() => onOpenSupport('support')}>
          {t('footer.support')}
        </button>
      </SiteFooter>
    </div>
  );
}
