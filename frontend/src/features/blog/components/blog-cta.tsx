import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { displayStats, FALLBACK_STATS, statsWorthShowing, usePublicStats } from '@/lib/public-stats';
import { LANG, NS } from '../i18n';
import { formatInteger } from '@/lib/format';

/** Call to action under the list and the article: product pitch, statistics, links home. */
export function BlogCta() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'cta' });
  // the fallback numbers until the totals arrive: the call to action never shows an empty box
  const raw = usePublicStats() ?? FALLBACK_STATS;
  const stats = displayStats(raw);
  const items = [
    { value: stats.totalEvents, label: t('stats.events') },
    { value: stats.totalLeads, label: t('stats.leads') },
    { value: stats.totalUsers, label: t('stats.users') },
  ];
  return (
    <section className="blog-cta on-dark" aria-labelledby="blog-cta-title">
      <div className="container blog-cta__inner">
        <div className="blog-cta__copy">
          <h2 id="blog-cta-title" className="blog-cta__title">
            {t('title')}
          </h2>
          <p className="blog-cta__text">{t('text')}</p>
          <div className="blog-cta__actions">
            <ButtonLink to="/" size="lg">
              {t('primary')}
            </ButtonLink>
            <ButtonLink to="/#solution" size="lg" variant="inverse">
              {t('secondary')}
            </ButtonLink>
          </div>
          <p className="blog-cta__note">{t('freeNote')}</p>
        </div>
        {statsWorthShowing(raw) && (
        <dl className="blog-cta__stats" aria-label={t('statsLabel')}>
          {items.map((item) => (
            <div key={item.label} className="blog-cta__stat">
              <dt className="blog-cta__stat-label">{item.label}</dt>
              <dd className="blog-cta__stat-value">{formatInteger(item.value, LANG)}</dd>
            </div>
          ))}
        </dl>
        )}
      </div>
    </section>
  );
}
