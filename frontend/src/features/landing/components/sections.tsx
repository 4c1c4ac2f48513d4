import type { ReactNode } from 'react';
import { Button, ButtonLink, type ButtonVariant } from '@/components/ui/button';
import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/auth';
import { LANG, NS } from '../i18n';
import { Faq } from './faq';
import { Icon, type LandingIcon } from './icons';
import { ScreenshotCarousel } from './screenshot-carousel';

type OpenAuth = (mode: 'login' | 'register') => void;

/** Logged in: a link to /events; logged out: opens the register dialog. */
function StartButton({
  user,
  onOpenAuth,
  label,
  loggedInLabel,
  variant = 'primary',
}: {
  user: User | null;
  onOpenAuth: OpenAuth;
  label: string;
  loggedInLabel: string;
  variant?: ButtonVariant;
}) {
  return user ? (
    <ButtonLink to="/events" size="lg" variant={variant}>
      {loggedInLabel}
    </ButtonLink>
  ) : (
    <Button size="lg" variant={variant} onClick={() => onOpenAuth('register')}>
      {label}
    </Button>
  );
}

function SectionHead({ id, eyebrow, title, lead, light }: { id: string; eyebrow: string; title: string; lead?: string; light?: boolean }) {
  return (
    <div className="section-head">
      <p className={`eyebrow${light ? ' eyebrow--light' : ''}`}>{eyebrow}</p>
      <h2 id={id} className="section-title-lg">
        {title}
      </h2>
      {lead && <p className="section-lead">{lead}</p>}
    </div>
  );
}

/** The items by their icon's name, in the catalogue's order. */
function FeatureGrid({ items, columns = 3 }: { items: Record<string, { title: string; text: string }>; columns?: 3 | 4 }) {
  return (
    <ul className={`feature-grid feature-grid--${columns}`}>
      {Object.entries(items).map(([icon, item]) => (
        <li key={icon} className="feature">
          <span className="feature__icon">
            <Icon name={icon as LandingIcon} />
          </span>
          <h3 className="feature__title">{item.title}</h3>
          <p className="feature__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function ProblemSection() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'problem' });
  return (
    <section id="problem" className="section-block" aria-labelledby="problem-title">
      <div className="container problem">
        <SectionHead id="problem-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
        <div className="problem__facts">
          {t('facts', { returnObjects: true }).map((fact) => (
            <figure key={fact.value} className="fact">
              <p className="fact__value">{fact.value}</p>
              <p className="fact__text">{fact.text}</p>
              <figcaption className="fact__source">{fact.source}</figcaption>
            </figure>
          ))}
        </div>
        <ul className="problem__pains">
          {t('pains', { returnObjects: true }).map((pain) => (
            <li key={pain}>
              <Icon name="alert" size={18} />
              {pain}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function SolutionSection() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'solution' });
  return (
    <section id="solution" className="section-block section-block--tinted" aria-labelledby="solution-title">
      <div className="container">
        <SectionHead id="solution-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
        <ol className="solution-steps">
          {t('steps', { returnObjects: true }).map((step, i) => (
            <li key={step.title} className="solution-step">
              <span className="solution-step__num" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="solution-step__title">
                <span className="visually-hidden">{t('step', { n: i + 1 })}</span>
                {step.title}
              </h3>
              <p className="solution-step__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function CarouselSection() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'carousel' });
  return (
    <section id="screenshots" className="section-block" aria-labelledby="carousel-title">
      <div className="container">
        <SectionHead id="carousel-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
        <ScreenshotCarousel />
      </div>
    </section>
  );
}

export function DemoSection({ bookingUrl, onFallback }: { bookingUrl: string | null; onFallback: () => void }) {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'demo' });
  return (
    <section id="demo" className="section-block section-block--tight" aria-labelledby="demo-title">
      <div className="container">
        <div className="demo">
          <div className="demo__icon" aria-hidden="true">
            <Icon name="calendar" size={32} />
          </div>
          <div className="demo__copy">
            <p className="eyebrow">{t('eyebrow')}</p>
            <h2 id="demo-title" className="section-title-md">
              {t('title')}
            </h2>
            <p>{t('text')}</p>
            <ul className="check-list check-list--inline">
              {t('points', { returnObjects: true }).map((point) => (
                <li key={point}>
                  <Icon name="check" size={18} />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="demo__action">
            {bookingUrl ? (
              <a className="btn btn--secondary btn--lg" href={bookingUrl} target="_blank" rel="noopener noreferrer">
                {t('button')}
                <span className="visually-hidden"> {t('newTab')}</span>
              </a>
            ) : (
              <Button size="lg" variant="secondary" onClick={onFallback}>
                {t('fallback')}
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

export function ExhibitorSection() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'exhibitors' });
  return (
    <section id="vorteile" className="section-block section-block--tinted" aria-labelledby="exhibitors-title">
      <div className="container">
        <SectionHead id="exhibitors-title" eyebrow={t('eyebrow')} title={t('title')} />
        <FeatureGrid items={t('items', { returnObjects: true })} />
      </div>
    </section>
  );
}

export function FreeBanner({ user, onOpenAuth }: { user: User | null; onOpenAuth: OpenAuth }) {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'freeBanner' });
  return (
    <section className="section-block section-block--tight" aria-labelledby="free-title">
      <div className="container">
        <div className="free-banner on-dark">
          <div>
            <h2 id="free-title" className="free-banner__title">
              {t('title')}
            </h2>
            <p className="free-banner__text">{t('text')}</p>
          </div>
          <StartButton user={user} onOpenAuth={onOpenAuth} label={t('button')} loggedInLabel={t('loggedInButton')} variant="inverse" />
        </div>
      </div>
    </section>
  );
}

export function OrganizerSection({ onOpenEnquiry }: { onOpenEnquiry: () => void }) {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'organizer' });
  return (
    <section id="veranstalter" className="section-block" aria-labelledby="organizer-title">
      <div className="container organizer">
        <div className="organizer__copy">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h2 id="organizer-title" className="section-title-lg">
            {t('title')}
          </h2>
          <p className="section-lead">{t('text')}</p>
        </div>
        <div className="organizer__card">
          <ul className="check-list">
            {t('points', { returnObjects: true }).map((point) => (
              <li key={point}>
                <Icon name="check" size={18} />
                {point}
              </li>
            ))}
          </ul>
          <Button size="lg" variant="secondary" block onClick={onOpenEnquiry}>
            {t('button')}
          </Button>
        </div>
      </div>
    </section>
  );
}

export function VisitorSection() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'visitors' });
  return (
    <section className="section-block" aria-labelledby="visitors-title">
      <div className="container">
        <SectionHead id="visitors-title" eyebrow={t('eyebrow')} title={t('title')} />
        <FeatureGrid items={t('items', { returnObjects: true })} columns={4} />
      </div>
    </section>
  );
}

export function PricingSection({ user, onOpenAuth }: { user: User | null; onOpenAuth: OpenAuth }) {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'pricing' });
  return (
    <section id="pricing" className="section-block section-block--tinted" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHead id="pricing-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
        <div className="pricing">
          <PriceCard
            name={t('free.name')}
            price={t('free.price')}
            unit={t('free.unit')}
            text={t('free.text')}
            features={t('free.features', { returnObjects: true })}
            action={<StartButton user={user} onOpenAuth={onOpenAuth} label={t('free.button')} loggedInLabel={t('loggedInButton')} variant="outline" />}
          />
          <PriceCard
            featured
            badge={t('paid.badge')}
            name={t('paid.name')}
            price={t('paid.price')}
            unit={t('paid.unit')}
            text={t('paid.text')}
            features={t('paid.features', { returnObjects: true })}
            action={<StartButton user={user} onOpenAuth={onOpenAuth} label={t('paid.button')} loggedInLabel={t('loggedInButton')} />}
          />
        </div>
        <ul className="pricing__notes">
          {t('notes', { returnObjects: true }).map((note) => (
            <li key={note}>
              <Icon name="check" size={16} />
              {note}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PriceCard(props: {
  name: string;
  price: string;
  unit: string;
  text: string;
  features: string[];
  action: ReactNode;
  featured?: boolean;
  badge?: string;
}) {
  return (
    <article className={`price-card${props.featured ? ' price-card--featured' : ''}`} aria-label={props.name}>
      {props.badge && <span className="price-card__badge">{props.badge}</span>}
      <h3 className="price-card__name">{props.name}</h3>
      <p className="price-card__price">
        <span className="price-card__amount">{props.price}</span> <span className="price-card__unit">{props.unit}</span>
      </p>
      <p className="price-card__text">{props.text}</p>
      <ul className="check-list">
        {props.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            {feature}
          </li>
        ))}
      </ul>
      <div className="price-card__action">{props.action}</div>
    </article>
  );
}

export function TargetSection() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'targets' });
  return (
    <section className="section-block" aria-labelledby="targets-title">
      <div className="container">
        <SectionHead id="targets-title" eyebrow={t('eyebrow')} title={t('title')} />
        <FeatureGrid items={t('items', { returnObjects: true })} columns={4} />
      </div>
    </section>
  );
}

export function FinalCta({ user, onOpenAuth, bookingUrl }: { user: User | null; onOpenAuth: OpenAuth; bookingUrl: string | null }) {
  const { t } = useTranslation(NS, { lng: LANG });
  return (
    <section className="final-cta on-dark" aria-labelledby="final-title">
      <div className="container final-cta__inner">
        <h2 id="final-title" className="final-cta__title">
          {t('finalCta.title')}
        </h2>
        <p className="final-cta__text">{t('finalCta.text')}</p>
        <div className="final-cta__actions">
          <StartButton user={user} onOpenAuth={onOpenAuth} label={t('finalCta.primary')} loggedInLabel={t('finalCta.loggedIn')} />
          {bookingUrl && (
            <a className="btn btn--inverse btn--lg" href={bookingUrl} target="_blank" rel="noopener noreferrer">
              {t('finalCta.secondary')}
              <span className="visually-hidden"> {t('demo.newTab')}</span>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

export function FaqSection() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'faq' });
  return (
    <section id="faq" className="section-block" aria-labelledby="faq-title">
      <div className="container container--faq">
        <SectionHead id="faq-title" eyebrow={t('eyebrow')} title={t('title')} />
        <Faq items={t('items', { returnObjects: true })} />
      </div>
    </section>
  );
}

export function AboutSection({ onOpenSupport }: { onOpenSupport: () => void }) {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'about' });
  return (
    <section id="ueber-uns" className="section-block section-block--tinted" aria-labelledby="about-title">
      <div className="container about">
        <div className="about__copy">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h2 id="about-title" className="section-title-lg">
            {t('title')}
          </h2>
          {t('text', { returnObjects: true }).map((paragraph) => (
            <p key={paragraph} className="about__text">
              {paragraph}
            </p>
          ))}
          <Button variant="outline" onClick={onOpenSupport}>
            {t('contact')}
          </Button>
        </div>
        <dl className="about__facts">
          {t('facts', { returnObjects: true }).map((fact) => (
            <div key={fact.label} className="about__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
