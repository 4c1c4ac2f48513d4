import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { sendTestEmail, type TestEmailLang, type TestEmailType } from '../api/send-test-email';
import { eventSettingsTexts } from '../texts';
import { EnglishTexts } from './english-texts';
import type { TabProps } from './general-tab';
import { TextAreaField } from './text-area-field';

const t = eventSettingsTexts.emails;
const en = eventSettingsTexts.english;

function Placeholders({ names }: { names: string[] }) {
  return (
    <p className="field__hint es-placeholders">
      {t.placeholders}{' '}
      {names.map((name) => (
        <code key={name}>{`{{${name}}}`}</code>
      ))}
    </p>
  );
}

export function EmailsTab({ values, onChange, eventId }: TabProps & { eventId: string }) {
  const [sending, setSending] = useState<`${TestEmailType}-${TestEmailLang}` | null>(null);

  async function sendTest(type: TestEmailType, lang: TestEmailLang = 'de') {
    if (sending) return;
    setSending(`${type}-${lang}`);
    try {
      const result = await sendTestEmail(eventId, type, lang);
      toast.success(result?.message || t.sent);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage ?? error.message : t.sendErrorFallback;
      toast.error(t.sendError, { description: message || t.sendErrorFallback });
    } finally {
      setSending(null);
    }
  }

  return (
    <div className="stack">
      <section className="es-card stack" aria-labelledby="es-doi-mail">
        <h3 id="es-doi-mail" className="es-card__title">
          {t.doiTitle}
        </h3>
        <Placeholders names={['name', 'confirmationUrl']} />
        <Field label={t.doiSubject} name="doiEmailSubject" value={values.doiEmailSubject} onChange={(e) => onChange({ doiEmailSubject: e.target.value })} />
        <TextAreaField
          label={t.doiBody}
          name="doiEmailBody"
          rows={7}
          hint={t.bodyDefaultHint}
          value={values.doiEmailBody}
          onChange={(e) => onChange({ doiEmailBody: e.target.value })}
        />
        <EnglishTexts values={values} onChange={onChange} fields={['doiEmailSubject', 'doiEmailBody']} rows={{ doiEmailBody: 7 }} />
        <div className="es-test-buttons">
          <Button variant="outline" isLoading={sending === 'doi-de'} disabled={sending !== null} onClick={() => void sendTest('doi')}>
            {t.testDoi}
          </Button>
          <Button variant="outline" isLoading={sending === 'doi-en'} disabled={sending !== null} onClick={() => void sendTest('doi', 'en')}>
            {en.testDoi}
          </Button>
        </div>
      </section>
      <section className="es-card stack" aria-labelledby="es-welcome-mail">
        <h3 id="es-welcome-mail" className="es-card__title">
          {t.welcomeTitle}
        </h3>
        <Placeholders names={['name', 'downloadUrl']} />
        <Field
          label={t.welcomeSubject}
          name="welcomeEmailSubject"
          value={values.welcomeEmailSubject}
          onChange={(e) => onChange({ welcomeEmailSubject: e.target.value })}
        />
        <TextAreaField
          label={t.welcomeBody}
          name="welcomeEmailBody"
          hint={t.bodyDefaultHint}
          rows={7}
          value={values.welcomeEmailBody}
          onChange={(e) => onChange({ welcomeEmailBody: e.target.value })}
        />
        <Field label={t.ctaButtonText} name="ctaButtonText" value={values.ctaButtonText} onChange={(e) => onChange({ ctaButtonText: e.target.value })} />
        <EnglishTexts values={values} onChange={onChange} fields={['welcomeEmailSubject', 'welcomeEmailBody', 'ctaButtonText']} rows={{ welcomeEmailBody: 7 }} />
        <div className="es-test-buttons">
          <Button variant="outline" isLoading={sending === 'welcome-de'} disabled={sending !== null} onClick={() => void sendTest('welcome')}>
            {t.testWelcome}
          </Button>
          <Button variant="outline" isLoading={sending === 'welcome-en'} disabled={sending !== null} onClick={() => void sendTest('welcome', 'en')}>
            {en.testWelcome}
          </Button>
        </div>
      </section>
      <p className="muted es-small">{t.testHint}</p>
    </div>
  );
}
