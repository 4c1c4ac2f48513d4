import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { displayStats, statsWorthShowing, usePublicStats, type PublicStats } from '@/lib/public-stats';
import { useCountUp, useSeenOnce } from '../hooks/use-count-up';
import { formatCount, STATS_POLL_MS } from '../lib/counter';
import { LANG, NS } from '../i18n';

const KEYS = ['totalEvents', 'totalLeads', 'totalUsers'] as const;

/**
 * Animated statistics counters: start once 30 % of the section is visible, then count up once.
 * The section is left out until the totals are known and worth showing (STATS_SHOWN_FROM).
 */
export function StatsSection() {
  const stats = usePublicStats({ pollMs: STATS_POLL_MS });
  if (!stats || !statsWorthShowing(stats)) return null;
  return <StatsCounters stats={stats} />;
}

function StatsCounters({ stats }: { stats: PublicStats }) {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'stats' });
  const ref = useRef<HTMLElement>(null);
  const seen = useSeenOnce(ref);
  const shown = displayStats(stats);
  const values = useCountUp(KEYS.map((k) => shown[k]), seen);

  return (
    <section ref={ref} className="section-block stats" aria-labelledby="stats-title">
      <div className="container">
        <p className="eyebrow eyebrow--light">{t('eyebrow')}</p>
        <h2 id="stats-title" className="section-title-lg stats__title">
          {t('title')}
        </h2>
        <dl className="stats__grid">
          {KEYS.map((key, i) => (
            <div key={key} className="stats__item">
              <dt className="stats__label">{t(`labels.${key}`)}</dt>
              <dd className="stats__value" data-testid={`stat-${key}`} data-final={shown[key]}>
                {formatCount(values ? values[i] : 0)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
