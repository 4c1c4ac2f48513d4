import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { QueryState } from '@/components/ui/query-state';
import { useFollowUpStatus } from '../api/get-follow-up-status';
import { NS } from '../i18n';

/** The settings' address on the form tab (the other query parameters stay). */
function useFormTabHref() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set('tab', 'form');
  return `${pathname}?${params.toString()}`;
}

/** 'Deine Einwilligung erwähnt keine weiteren E-Mails': above the sequence, with the way to the form tab. */
export function FollowUpConsentWarning({ eventId }: { eventId: string }) {
  const { t } = useTranslation(NS);
  const status = useFollowUpStatus(eventId, true);
  const formTab = useFormTabHref();
  if (!status.data || status.data.consentMentionsMail) return null;
  return (
    <Banner tone="error">
      <p className="es-fu-warning">{t('followUps.consent.warning')}</p>
      <Link to={formTab} replace className="es-fu-warning__link">
        {t('followUps.consent.toForm')}
      </Link>
    </Banner>
  );
}

/** Beside the sequence: the consent text the confirmed visitors agreed to. */
export function FollowUpConsent({ eventId }: { eventId: string }) {
  const { t } = useTranslation(NS);
  const status = useFollowUpStatus(eventId, true);
  const formTab = useFormTabHref();
  return (
    <section className="es-card stack es-fu-consent" aria-labelledby="es-fu-consent-title">
      <h2 id="es-fu-consent-title" className="es-preview__title">
        {t('followUps.consent.title')}
      </h2>
      <QueryState query={status} layout="section" loadingLabel={t('followUps.consent.loading')} errorText={t('followUps.consent.loadError')}>
        {(data) => (
          <>
            <p className="muted es-small">{t('followUps.consent.intro')}</p>
            {/* the form's own words, in the visitors' language (data-visitor-form) */}
            <blockquote className="es-fu-consent__text" data-visitor-form>{data.consentText}</blockquote>
            <Link to={formTab} replace className="es-small">
              {t('followUps.consent.edit')}
            </Link>
          </>
        )}
      </QueryState>
    </section>
  );
}
