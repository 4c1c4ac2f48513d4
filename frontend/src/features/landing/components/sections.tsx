import type { ReactNode } from 'react';
import { Button, ButtonLink, type ButtonVariant } from '@/components/ui/button';
import type { User } from '@/lib/auth';
import { landingTexts as t, type LandingIcon } from '../texts';
import { Faq } from './faq';
import { Icon } from './icons';
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

function FeatureGrid({ items, columns = 3 }: { items: { icon: string; title: string; text: string }[]; columns?: 3 | 4 }) {
  return (
    <ul className={`feature-grid feature-grid--${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="feature">
          <span className="feature__icon">
            <Icon name={item.icon as LandingIcon} />
          </span>
          <h3 className="feature__title">{item.title}</h3>
          <p className="feature__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function ProblemSection() {
  const p = t.problem;
  return (
    <section id="problem" className="section-block" aria-labelledby="problem-title">
      <div className="container problem">
        <SectionHead id="problem-title" eyebrow={p.eyebrow} title={p.title} lead={p.lead} />
        <div className="problem__facts">
          {p.facts.map((fact) => (
            <figure key={fact.value} className="fact">
              <p className="fact__value">{fact.value}</p>
              <p className="fact__text">{fact.text}</p>
              <figcaption className="fact__source">{fact.source}</figcaption>
            </figure>
          ))}
        </div>
        <ul className="problem__pains">
          {p.pains.map((pain) => (
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
  const s = t.solution;
  return (
    <section id="solution" className="section-block section-block--tinted" aria-labelledby="solution-title">
      <div className="container">
        <SectionHead id="solution-title" eyebrow={s.eyebrow} title={s.title} lead={s.lead} />
        <ol className="solution-steps">
          {s.steps.map((step, i) => (
            <li key={step.title} className="solution-step">
              <span className="solution-step__num" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="solution-step__title">
                <span className="visually-hidden">Schritt {i + 1}: </span>
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
  const c = t.carousel;
  return (
    <section id="screenshots" className="section-block" aria-labelledby="carousel-title">
      <div className="container">
        <SectionHead id="carousel-title" eyebrow={c.eyebrow} title={c.title} lead={c.lead} />
        <ScreenshotCarousel />
      </div>
    </section>
  );
}

export function DemoSection({ bookingUrl, onFallback }: { bookingUrl: string | null; onFallback: () => void }) {
  const d = t.demo;
  return (
    <section id="demo" className="section-block section-block--tight" aria-labelledby="demo-title">
      <div className="container">
        <div className="demo">
          <div className="demo__icon" aria-hidden="true">
            <Icon name="calendar" size={32} />
          </div>
          <div className="demo__copy">
            <p className="eyebrow">{d.eyebrow}</p>
            <h2 id="demo-title" className="section-title-md">
              {d.title}
            </h2>
            <p>{d.text}</p>
            <ul className="check-list check-list--inline">
              {d.points.map((point) => (
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
                {d.button}
                <span className="visually-hidden"> {d.newTab}</span>
              </a>
            ) : (
              <Button size="lg" variant="secondary" onClick={onFallback}>
                {d.fallback}
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

export function ExhibitorSection() {
  const e = t.exhibitors;
  return (
    <section id="vorteile" className="section-block section-block--tinted" aria-labelledby="exhibitors-title">
      <div className="container">
        <SectionHead id="exhibitors-title" eyebrow={e.eyebrow} title={e.title} />
        <FeatureGrid items={e.items} />
      </div>
    </section>
  );
}

export function FreeBanner({ user, onOpenAuth }: { user: User | null; onOpenAuth: OpenAuth }) {
  const f = t.freeBanner;
  return (
    <section className="section-block section-block--tight" aria-labelledby="free-title">
      <div className="container">
        <div className="free-banner on-dark">
          <div>
            <h2 id="free-title" className="free-banner__title">
              {f.title}
            </h2>
            <p className="free-banner__text">{f.text}</p>
          </div>
          <StartButton user={user} onOpenAuth={onOpenAuth} label={f.button} loggedInLabel={f.loggedInButton} variant="inverse" />
        </div>
      </div>
    </section>
  );
}

export function OrganizerSection({ onOpenEnquiry }: { onOpenEnquiry: () => void }) {
  const o = t.organizer;
  return (
    <section id="veranstalter" className="section-block" aria-labelledby="organizer-title">
      <div className="container organizer">
        <div className="organizer__copy">
          <p className="eyebrow">{o.eyebrow}</p>
          <h2 id="organizer-title" className="section-title-lg">
            {o.title}
          </h2>
          <p className="section-lead">{o.text}</p>
        </div>
        <div className="organizer__card">
          <ul className="check-list">
            {o.points.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} />
                {point}
              </li>
            ))}
          </ul>
          <Button size="lg" variant="secondary" block onClick={onOpenEnquiry}>
            {o.button}
          </Button>
        </div>
      </div>
    </section>
  );
}

export function VisitorSection() {
  const v = t.visitors;
  return (
    <section className="section-block" aria-labelledby="visitors-title">
      <div className="container">
        <SectionHead id="visitors-title" eyebrow={v.eyebrow} title={v.title} />
        <FeatureGrid items={v.items} columns={4} />
      </div>
    </section>
  );
}

export function PricingSection({ user, onOpenAuth }: { user: User | null; onOpenAuth: OpenAuth }) {
  const p = t.pricing;
  return (
    <section id="pricing" className="section-block section-block--tinted" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHead id="pricing-title" eyebrow={p.eyebrow} title={p.title} lead={p.lead} />
        <div className="pricing">
          <PriceCard
            name={p.free.name}
            price={p.free.price}
            unit={p.free.unit}
            text={p.free.text}
            features={p.free.features}
            action={<StartButton user={user} onOpenAuth={onOpenAuth} label={p.free.button} loggedInLabel={p.loggedInButton} variant="outline" />}
          />
          <PriceCard
            featured
            badge={p.paid.badge}
            name={p.paid.name}
            price={p.paid.price}
            unit={p.paid.unit}
            text={p.paid.text}
            features={p.paid.features}
            action={<StartButton user={user} onOpenAuth={onOpenAuth} label={p.paid.button} loggedInLabel={p.loggedInButton} />}
          />
        </div>
        <ul className="pricing__notes">
          {p.notes.map((note) => (
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
  const g = t.targets;
  return (
    <section className="section-block" aria-labelledby="targets-title">
      <div className="container">
        <SectionHead id="targets-title" eyebrow={g.eyebrow} title={g.title} />
        <FeatureGrid items={g.items} columns={4} />
      </div>
    </section>
  );
}

export function FinalCta({ user, onOpenAuth, bookingUrl }: { user: User | null; onOpenAuth: OpenAuth; bookingUrl: string | null }) {
  const f = t.finalCta;
  return (
    <section className="final-cta on-dark" aria-labelledby="final-title">
      <div className="container final-cta__inner">
        <h2 id="final-title" className="final-cta__title">
          {f.title}
        </h2>
        <p className="final-cta__text">{f.text}</p>
        <div className="final-cta__actions">
          <StartButton user={user} onOpenAuth={onOpenAuth} label={f.primary} loggedInLabel={f.loggedIn} />
          {bookingUrl && (
            <a className="btn btn--inverse btn--lg" href={bookingUrl} target="_blank" rel="noopener noreferrer">
              {f.secondary}
              <span className="visually-hidden"> {t.demo.newTab}</span>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

export function FaqSection() {
  const f = t.faq;
  return (
    <section id="faq" className="section-block" aria-labelledby="faq-title">
      <div className="container container--faq">
        <SectionHead id="faq-title" eyebrow={f.eyebrow} title={f.title} />
        <Faq items={f.items} />
      </div>
    </section>
  );
}

export function AboutSection({ onOpenSupport }: { onOpenSupport: () => void }) {
  const a = t.about;
  return (
    <section id="ueber-uns" className="section-block section-block--tinted" aria-labelledby="about-title">
      <div className="container about">
        <div className="about__copy">
          <p className="eyebrow">{a.eyebrow}</p>
          <h2 id="about-title" className="section-title-lg">
            {a.title}
          </h2>
          {a.text.map((paragraph) => (
            <p key={paragraph} className="about__text">
              {paragraph}
            </p>
          ))}
          <Button variant="outline" onClick={onOpenSupport}>
            {a.contact}
          </Button>
        </div>
        <dl className="about__facts">
          {a.facts.map((fact) => (
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
