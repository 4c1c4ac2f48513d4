import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePublicConfig, type OperatorDetails, type PublicConfig } from '@/lib/public-config';
import { LANG, NS } from '../i18n';
import '../legal.css';

/** Frame of a legal text: loads the operator's settings, then renders the text with them. */
export function LegalDocument({
  title,
  children,
}: {
  title: string;
  children: (operator: OperatorDetails, config: PublicConfig) => ReactNode;
}) {
  const { t } = useTranslation(NS, { lng: LANG });
  const config = usePublicConfig();
  return (
    <article className="legal container" aria-labelledby="legal-title">
      <header className="legal__header">
        <h1 id="legal-title">{title}</h1>
        <p className="legal__updated">{t('updated')}</p>
      </header>
      {config.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : config.isError ? (
        <div className="legal__error" role="alert">
          <p>{t('loadError')}</p>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
        </div>
      ) : (
        <div className="legal__body">{children(config.data.operator, config.data)}</div>
      )}
    </article>
  );
}
