import { useTranslation } from 'react-i18next';
import { LANG, NS } from '../i18n';
import { LegalDocument } from './legal-document';
import { OperatorAddress, OperatorContact } from './operator-block';

/** Legal notice per § 5 DDG with the operator's details from the server's settings. */
export function ImpressumPage() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'imprint' });
  return (
    <LegalDocument title={t('title')}>
      {(operator) => (
        <>
          <section>
            <h2>{t('provider')}</h2>
            <OperatorAddress operator={operator} />
          </section>
          {operator.representative && (
            <section>
              <h2>{t('representedBy')}</h2>
              <p>{operator.representative}</p>
            </section>
          )}
          <section>
            <h2>{t('contact')}</h2>
            <OperatorContact operator={operator} />
          </section>
          {operator.register && (
            <section>
              <h2>{t('register')}</h2>
              <p>{operator.register}</p>
            </section>
          )}
          {operator.vatId && (
            <section>
              <h2>{t('vat')}</h2>
              <p>
                {t('vatText')} {operator.vatId}
              </p>
            </section>
          )}
          <section>
            <h2>{t('responsible')}</h2>
            <p>{operator.representative || operator.name}</p>
            <OperatorAddress operator={{ ...operator, name: '' }} />
          </section>
          <section>
            <h2>{t('dispute')}</h2>
            <p>{t('disputeText')}</p>
          </section>
          <section>
            <h2>{t('liability')}</h2>
            <p>{t('liabilityText')}</p>
          </section>
        </>
      )}
    </LegalDocument>
  );
}
