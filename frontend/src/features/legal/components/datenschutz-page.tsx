import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { OperatorDetails } from '@/lib/public-config';
import { LANG, NS } from '../i18n';
import { LegalDocument } from './legal-document';
import { OperatorAddress, OperatorContact } from './operator-block';

/**
 * The privacy policy: what FairLeads really stores, where and for how long. Checked against the
 * code: cookies (session, XSRF-TOKEN, the cookie choice), the request log (no IP address), lead
 * data and the lead log, the visitor pages (nothing kept in the browser), stand mode's IndexedDB
 * queue, the funnel counts, the erase link, the retention schedule, Stripe, mail and analytics.
 * A change to any of these needs a change here and in the catalogue (locales/de/legal.json
 * `privacy`).
 */
type PrivacyBlock = string | { list: string[] } | { cookieButton: true };

interface PrivacySection {
  id: string;
  title: string;
  blocks: PrivacyBlock[];
}

/** What the text depends on in this installation. */
interface PrivacyFacts {
  /** The operator configured Google Analytics (ANALYTICS_MEASUREMENT_ID); without it nothing is ever loaded. */
  analytics: boolean;
  /** The installation's days after an event's end until the backup mail and the deletion (RETENTION_*_DAYS). */
  retention: { backupDays: number; deleteDays: number };
}

/** The numbered sections after '1. Verantwortlicher', in order; the ids are their anchors. */
const SECTION_IDS = ['rollen', 'website', 'konto', 'leads', 'speicherdauer', 'support', 'dienstleister', 'cookies', 'analytics', 'rechte'] as const;

/**
 * The sections as this installation words them: analytics or not, its retention days. The
 * catalogue gives their shape (`returnObjects`), but i18next leaves the strings of such an object
 * unformatted (no ICU), so each text is formatted again by its own key with the arguments.
 */
function usePrivacySections(facts: PrivacyFacts): PrivacySection[] {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'privacy' });
  // '4 Wochen', '1 Woche', '30 Tage', '1 Tag': weeks when the days make whole weeks
  const duration = (days: number) =>
    t('duration', days % 7 === 0 ? { unit: 'weeks', count: days / 7 } : { unit: 'days', count: days });
  const args = {
    analytics: facts.analytics ? 'yes' : 'no',
    backup: duration(facts.retention.backupDays),
    deletion: duration(facts.retention.deleteDays),
  };
  const text = (key: string): string => t(key as 'intro', args);
  const blocks = (key: string, shape: PrivacyBlock[]): PrivacyBlock[] =>
    shape.map((block, i) =>
      typeof block === 'string'
        ? text(`${key}.${i}`)
        : 'list' in block
          ? { list: block.list.map((_, j) => text(`${key}.${i}.list.${j}`)) }
          : block,
    );
  const sections = t('sections', { returnObjects: true });
  return SECTION_IDS.map((id) => {
    if (id === 'analytics') {
      const variant = facts.analytics ? 'configured' : 'none';
      return { id, title: sections.analytics.title, blocks: blocks(`sections.analytics.${variant}`, sections.analytics[variant]) };
    }
    const section = sections[id];
    const shown = blocks(`sections.${id}.blocks`, section.blocks);
    return { id, title: section.title, blocks: id === 'cookies' ? [...shown, { cookieButton: true }] : shown };
  });
}

interface DatenschutzPageProps {
  /** Opens the cookie-consent modal again (wired by the app). */
  onOpenCookieSettings: () => void;
}

function Block({ block, onOpenCookieSettings }: { block: PrivacyBlock; onOpenCookieSettings: () => void }) {
  const { t } = useTranslation(NS, { lng: LANG });
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
        {t('privacy.cookieButton')}
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
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'privacy' });
  const sections = usePrivacySections(facts);
  return (
    <>
      <p className="legal__intro">{t('intro')}</p>
      <nav aria-label={t('tocLabel')} className="legal__toc">
        <ol>
          <li>
            <a href="#verantwortlicher">{t('controller.title')}</a>
          </li>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
          <li>
            <a href="#kontakt">{t('contact.title')}</a>
          </li>
        </ol>
      </nav>
      <section id="verantwortlicher">
        <h2>{t('controller.title')}</h2>
        <p>{t('controller.text')}</p>
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
        <h2>{t('contact.title')}</h2>
        <p>{t('contact.text')}</p>
        <OperatorAddress operator={operator} />
        <OperatorContact operator={operator} />
      </section>
    </>
  );
}

export function DatenschutzPage({ onOpenCookieSettings }: DatenschutzPageProps) {
  const { t } = useTranslation(NS, { lng: LANG });
  return (
    <LegalDocument title={t('privacy.title')}>
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
