import { priceFor } from '@fairleads/shared/vat-rules';
import { formatEuroCents } from '@/lib/format';
import { billingTexts } from '../texts';

const t = billingTexts.taxBox;

/** Net price, the VAT line of the VAT rules and the total; follows country and VAT id live. */
export function TaxBox({ country, vatId }: { country: string; vatId: string }) {
  const price = priceFor(country, vatId);
  return (
    <section className="tax-box" aria-label={t.label}>
      <dl className="tax-box__lines" aria-live="polite">
        <div className="tax-box__line">
          <dt>{t.item}</dt>
          <dd>{formatEuroCents(price.netCents)}</dd>
        </div>
        <div className="tax-box__line" data-testid="vat-line">
          <dt>{price.vat.label}</dt>
          <dd>{formatEuroCents(price.vatCents)}</dd>
        </div>
        <div className="tax-box__line tax-box__line--total">
          <dt>{t.total}</dt>
          <dd>{formatEuroCents(price.grossCents)}</dd>
        </div>
      </dl>
      <p className="tax-box__note">{t.note}</p>
    </section>
  );
}
