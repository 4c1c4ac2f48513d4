import { useTranslation } from 'react-i18next';
import type { OperatorDetails } from '@/lib/public-config';
import { LANG, NS } from '../i18n';

/** Postal address of the operator, one line per part; empty parts are left out. */
export function OperatorAddress({ operator }: { operator: OperatorDetails }) {
  const cityLine = [operator.postalCode, operator.city].filter(Boolean).join(' ');
  return (
    <address className="legal__address">
      {[operator.name, operator.street, cityLine, operator.country].filter(Boolean).map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

export function OperatorContact({ operator }: { operator: OperatorDetails }) {
  const { t } = useTranslation(NS, { lng: LANG });
  return (
    <dl className="legal__contact">
      {operator.phone && (
        <div>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${operator.phone.replace(/[^\d+]/g, '')}`}>{operator.phone}</a>
          </dd>
        </div>
      )}
      {operator.email && (
        <div>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${operator.email}`}>{operator.email}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
