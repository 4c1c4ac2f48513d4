import { formatInteger, formatNumber } from '@/lib/format';
import { rateTone, type LeadStats } from '../lib/stats';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

export function LeadsStats({ stats }: { stats: LeadStats }) {
  const { t } = useTranslation(NS);
  const tone = rateTone(stats.rate);
  return (
    <section className="leads-stats" aria-labelledby="leads-stats-title">
      <h2 id="leads-stats-title" className="visually-hidden">
        {t('statsTitle')}
      </h2>
      <dl className="leads-stats__grid">
        <div className="leads-stat">
          <dt>{t('statTotal')}</dt>
          <dd>{formatInteger(stats.total)}</dd>
        </div>
        <div className="leads-stat">
          <dt>{t('statConfirmed')}</dt>
          <dd className="leads-stat__value--confirmed">{formatInteger(stats.confirmed)}</dd>
        </div>
        <div className="leads-stat">
          <dt>{t('statPending')}</dt>
          <dd className="leads-stat__value--pending">{formatInteger(stats.pending)}</dd>
        </div>
        <div className={`leads-stat leads-stat--rate leads-stat--${tone}`} data-tone={tone}>
          <dt>{t('statRate')}</dt>
          <dd>{formatNumber(stats.rate / 100, { style: 'percent' })}</dd>
        </div>
      </dl>
    </section>
  );
}
