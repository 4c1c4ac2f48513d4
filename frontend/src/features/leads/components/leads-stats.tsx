import { rateTone, type LeadStats } from '../lib/stats';
import { leadsTexts as t } from '../texts';

const number = new Intl.NumberFormat('de-DE');

export function LeadsStats({ stats }: { stats: LeadStats }) {
  const tone = rateTone(stats.rate);
  return (
    <section className="leads-stats" aria-labelledby="leads-stats-title">
      <h2 id="leads-stats-title" className="visually-hidden">
        {t.statsTitle}
      </h2>
      <dl className="leads-stats__grid">
        <div className="leads-stat">
          <dt>{t.statTotal}</dt>
          <dd>{number.format(stats.total)}</dd>
        </div>
        <div className="leads-stat">
          <dt>{t.statConfirmed}</dt>
          <dd className="leads-stat__value--confirmed">{number.format(stats.confirmed)}</dd>
        </div>
        <div className="leads-stat">
          <dt>{t.statPending}</dt>
          <dd className="leads-stat__value--pending">{number.format(stats.pending)}</dd>
        </div>
        <div className={`leads-stat leads-stat--rate leads-stat--${tone}`} data-tone={tone}>
          <dt>{t.statRate}</dt>
          <dd>{stats.rate} %</dd>
        </div>
      </dl>
    </section>
  );
}
