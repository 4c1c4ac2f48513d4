import { Button } from '@/components/ui/button';
import type { OperatorDetails } from '@/lib/public-config';
import {
  contactText,
  contactTitle,
  controllerText,
  controllerTitle,
  privacyIntro,
  privacySections,
  type PrivacyFacts,
  type PrivacyBlock,
} from '../privacy-text';
import { legalTexts } from '../texts';
import { LegalDocument } from './legal-document';
import { OperatorAddress, OperatorContact } from './operator-block';

interface DatenschutzPageProps {
  /** Opens the cookie-consent modal again (wired by the app). */
  onOpenCookieSettings: () => void;
}

function Block({ block, onOpenCookieSettings }: { block: PrivacyBlock; onOpenCookieSettings: () => void }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul className="legal__list">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <Button variant="outline" onClick={onOpenCookieSettings}>
        {legalTexts.privacy.cookieButton}
      </Button>
    </p>
  );
}

interface PrivacyTextProps extends DatenschutzPageProps {
  operator: OperatorDetails;
  /** What this installation does (analytics or not, its retention days): the text says it. */
  facts: PrivacyFacts;
}

function PrivacyText({ operator, facts, onOpenCookieSettings }: PrivacyTextProps) {
  const sections = privacySections(facts);
  return (
    <>
      <p className="legal__intro">{privacyIntro}</p>
      <nav aria-label={legalTexts.privacy.tocLabel} className="legal__toc">
        <ol>
          <li>
            <a href="#verantwortlicher">{controllerTitle}</a>
          </li>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
          <li>
            <a href="#kontakt">{contactTitle}</a>
          </li>
        </ol>
      </nav>
      <section id="verantwortlicher">
        <h2>{controllerTitle}</h2>
        <p>{controllerText}</p>
        <OperatorAddress operator={operator} />
        <OperatorContact operator={operator} />
      </section>
      {sections.map((section) => (
        <section key={section.id} id={section.id}>
          <h2>{section.title}</h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} onOpenCookieSettings={onOpenCookieSettings} />
          ))}
        </section>
      ))}
      <section id="kontakt">
        <h2>{contactTitle}</h2>
        <p>{contactText}</p>
        <OperatorAddress operator={operator} />
        <OperatorContact operator={operator} />
      </section>
    </>
  );
}

export function DatenschutzPage({ onOpenCookieSettings }: DatenschutzPageProps) {
  return (
    <LegalDocument title={legalTexts.privacy.title}>
      {(operator, config) => (
        <PrivacyText
          operator={operator}
          facts={{ analytics: Boolean(config.analyticsMeasurementId), retention: config.retention }}
          onOpenCookieSettings={onOpenCookieSettings}
        />
      )}
    </LegalDocument>
  );
}
