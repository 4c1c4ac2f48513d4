import { priceFor } from '@fairleads/shared/vat-rules';
import { formatEuroCents } from '@/lib/format';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { vatLabel } from '../lib/words';

/** Net price, the VAT line of the VAT rules and the total; follows country and VAT id live. */
export function TaxBox({ country, vatId }: { country: string; vatId: string }) {
  const { t } = useTranslation(NS);
  const price = priceFor(country, vatId);
  return (
    <section className="tax-box" aria-label={t('taxBox.label')}>
      <dl className="tax-box__lines" aria-live="polite">
        <div className="tax-box__line">
          <dt>{t('taxBox.item')}</dt>
          <dd>{formatEuroCents(price.netCents)}</dd>
        </div>
        <div className="tax-box__line" data-testid="vat-line">
          <dt>{vatLabel(price.vat, country)}</dt>
          <dd>{formatEuroCents(price.vatCents)}</dd>
        </div>
        <div className="tax-box__line tax-box__line--total">
          <dt>{t('taxBox.total')}</dt>
          <dd>{formatEuroCents(price.grossCents)}</dd>
        </div>
      </dl>
      <p className="tax-box__note">{t('taxBox.note')}</p>
    </section>
  );
}
