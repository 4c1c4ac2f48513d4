import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NS } from '../i18n';

/** A screen the member's role may not open: a word and the way to the lead desk. */
export function NoPermission() {
  const { t } = useTranslation(NS, { keyPrefix: 'noPermission' });
  return (
    <div className="container container--narrow section">
      <Card padding="lg" className="status-card">
        <div className="status-card__center">
          <h1>{t('title')}</h1>
          <p className="muted">{t('text')}</p>
          <ButtonLink to="/leads" size="lg">
            {t('leads')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
