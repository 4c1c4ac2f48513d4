import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { sendTestEmail, type TestEmailType } from '../api/event-settings-api';
import { eventSettingsTexts } from '../texts';
import type { TabProps } from './general-tab';
import { TextAreaField } from './text-area-field';

const t = eventSettingsTexts.emails;

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
  const [sending, setSending] = useState<TestEmailType | null>(null);

  async function sendTest(type: TestEmailType) {
    if (sending) return;
    setSending(type);
    try {
      const result = await sendTestEmail(eventId, type);
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
        <div>
          <Button variant="outline" isLoading={sending === 'doi'} disabled={sending !== null} onClick={() => void sendTest('doi')}>
            {t.testDoi}
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
        <div>
          <Button variant="outline" isLoading={sending === 'welcome'} disabled={sending !== null} onClick={() => void sendTest('welcome')}>
            {t.testWelcome}
          </Button>
        </div>
      </section>
      <p className="muted es-small">{t.testHint}</p>
    </div>
  );
}
