import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { eventReadinessQueryKey } from '../api/get-event-readiness';
import { sendTestEmail, type TestEmailLang, type TestEmailType } from '../api/send-test-email';
import { TEXT_DEFAULTS } from '../types';
import { EnglishTexts } from './english-texts';
import type { TabProps } from './tab-props';
import { MailPlaceholders } from './mail-placeholders';
import { MailTextField } from './mail-text-field';
import { NS } from '../i18n';

export function EmailsTab({ values, onChange, errors = {}, eventId }: TabProps & { eventId: string }) {
  const { t } = useTranslation(NS);
  const [sending, setSending] = useState<`${TestEmailType}-${TestEmailLang}` | null>(null);
  const queryClient = useQueryClient();

  async function sendTest(type: TestEmailType, lang: TestEmailLang = 'de') {
    if (sending) return;
    setSending(`${type}-${lang}`);
    try {
      const result = await sendTestEmail(eventId, type, lang);
      toast.success(result?.message || t('emails.sent'));
      // the checklist's 'Test-E-Mail gesendet' is done now
      void queryClient.invalidateQueries({ queryKey: eventReadinessQueryKey(eventId) });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage ?? error.message : t('emails.sendErrorFallback');
      toast.error(t('emails.sendError'), { description: message || t('emails.sendErrorFallback') });
    } finally {
      setSending(null);
    }
  }

  return (
    <div className="stack">
      {/* on phones the preview comes after all fields */}
      <a className="es-mailpreview-jump" href="#es-mailpreview">
        {t('mailPreview.jump')}
      </a>
      <section className="es-card stack" aria-labelledby="es-doi-mail">
        <h3 id="es-doi-mail" className="es-card__title">
          {t('emails.doiTitle')}
        </h3>
        <MailTextField
          label={t('emails.doiSubject')}
          name="doiEmailSubject"
          value={values.doiEmailSubject}
          error={errors.doiEmailSubject}
          defaultText={TEXT_DEFAULTS.doiEmailSubject}
          onChange={(doiEmailSubject) => onChange({ doiEmailSubject })}
        />
        <MailTextField
          label={t('emails.doiBody')}
          name="doiEmailBody"
          rows={9}
          value={values.doiEmailBody}
          error={errors.doiEmailBody}
          defaultText={TEXT_DEFAULTS.doiEmailBody}
          onChange={(doiEmailBody) => onChange({ doiEmailBody })}
        />
        <MailPlaceholders kind="doi" />
        <EnglishTexts values={values} onChange={onChange} errors={errors} fields={['doiEmailSubject', 'doiEmailBody']} rows={{ doiEmailBody: 9 }} />
        <div className="es-test-buttons">
          <Button variant="outline" isLoading={sending === 'doi-de'} disabled={sending !== null} onClick={() => void sendTest('doi')}>
            {t('emails.testDoi')}
          </Button>
          <Button variant="outline" isLoading={sending === 'doi-en'} disabled={sending !== null} onClick={() => void sendTest('doi', 'en')}>
            {t('english.testDoi')}
          </Button>
        </div>
      </section>
      <section className="es-card stack" aria-labelledby="es-welcome-mail">
        <h3 id="es-welcome-mail" className="es-card__title">
          {t('emails.welcomeTitle')}
        </h3>
        <MailTextField
          label={t('emails.welcomeSubject')}
          name="welcomeEmailSubject"
          value={values.welcomeEmailSubject}
          error={errors.welcomeEmailSubject}
          defaultText={TEXT_DEFAULTS.welcomeEmailSubject}
          onChange={(welcomeEmailSubject) => onChange({ welcomeEmailSubject })}
        />
        <MailTextField
          label={t('emails.welcomeBody')}
          name="welcomeEmailBody"
          rows={9}
          value={values.welcomeEmailBody}
          error={errors.welcomeEmailBody}
          defaultText={TEXT_DEFAULTS.welcomeEmailBody}
          onChange={(welcomeEmailBody) => onChange({ welcomeEmailBody })}
        />
        <MailTextField
          label={t('emails.ctaButtonText')}
          name="ctaButtonText"
          value={values.ctaButtonText}
          error={errors.ctaButtonText}
          defaultText={TEXT_DEFAULTS.ctaButtonText}
          onChange={(ctaButtonText) => onChange({ ctaButtonText })}
        />
        <MailPlaceholders kind="welcome" />
        <EnglishTexts values={values} onChange={onChange} errors={errors} fields={['welcomeEmailSubject', 'welcomeEmailBody', 'ctaButtonText']} rows={{ welcomeEmailBody: 9 }} />
        <div className="es-test-buttons">
          <Button variant="outline" isLoading={sending === 'welcome-de'} disabled={sending !== null} onClick={() => void sendTest('welcome')}>
            {t('emails.testWelcome')}
          </Button>
          <Button variant="outline" isLoading={sending === 'welcome-en'} disabled={sending !== null} onClick={() => void sendTest('welcome', 'en')}>
            {t('english.testWelcome')}
          </Button>
        </div>
      </section>
      <p className="muted es-small">{t('emails.testHint')}</p>
    </div>
  );
}
